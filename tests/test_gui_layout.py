"""The table's layout, over every variant, its table sizes, three window sizes and both
languages, at every phase the screenshot tool reaches (tools/screenshot.py steers the deal):
no two of the seat plates, hands, taken-trick piles, trick, talon, banner and result panel
overlap, and all lie inside the view; the panels beside the table stand clear of it and of
each other; no plate, banner, score-sheet header or button shows less than its text; every
card of the viewer's hand and of a hand lying face up shows its corner index."""

from __future__ import annotations

import importlib.util
import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QDockWidget, QScrollArea, QStyle

from tarokdesk.cards.card import suit_of
from tarokdesk.core.state import pile_owner
from tarokdesk.core.variant import all_variants, variant_class, variant_for
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.drawer import NARROW
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.scene import turned_up_card
from tarokdesk.gui.table.hand import index_corner
from tarokdesk.gui.table_words import roles
from tarokdesk.gui.window import HAND_GAP, MainWindow

pytestmark = pytest.mark.gui
SIZES = ((1024, 640), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "de")
TABLES = [(v, n) for v in all_variants() for n in variant_class(v).seat_counts]
NAMES = ["Eva", "Annamaria Theresia", "Bernhard", "Clara", "David"]
STRETCH = 6
"""Steps of a deal checked at one window size before the next size's turn."""
MIN_DUMMY_CARD = 56
"""The narrowest a dummy's card may be: its index and its figure still read at a glance."""


def screenshot_tool():
    """tools/screenshot.py, whose steering takes a deal to each phase with the human to act."""
    path = Path(__file__).resolve().parent.parent / "tools" / "screenshot.py"
    spec = importlib.util.spec_from_file_location("screenshot", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SHOT = screenshot_tool()


def steer(game):
    """The human (seat 0) declares the lowest contract (or, if he may not, the next who may)
    and takes the first talon part; the others pass (a Vorhand who must open declares the lowest); the defenders say Contra when
    they may; every card is the first legal."""
    legal = game.legal_actions()
    values = [a.value for a in legal]
    if game.phase == "bid":
        ladder = game.variant.strategy.ladder
        # a human who may not bid (Paskiewitsch: no trump honour) leaves it to the next who may
        human_out = any(s == 0 for s, _ in game.state.bids) and \
            all(b == "pass" for _, b in game.state.bids)
        if game.to_move == 0 or human_out:
            return next((a for a in legal if a.value in ladder), legal[0])
        quiet = ("pass", game.variant.strategy.weak_opening)  # the 1821 Vorhand's Tapper
        return next((a for a in legal if a.value in quiet), legal[0])  # or a must-open bid
    if game.phase == "announce":
        contras = [a for a in legal if str(a.value).startswith("contra:")]
        if contras and game.to_move != 0:
            return contras[0]
        return legal[values.index("pass")] if "pass" in values else legal[0]
    return legal[0]


def rect_of(items) -> QRectF:
    rect = QRectF()
    for item in items:
        rect = rect.united(card_rect(item))
    return rect


def card_rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.size.width(), item.size.height()))


def region_of(window: MainWindow, view, key, card) -> str:
    """The name of the thing on the table a card item belongs to (`view`: the window's)."""
    scene = window.scene
    discarded = set(view.own_discards).union(*view.shown_discards)
    in_trick = any(card == c for _, c in view.trick) or any(
        card == c for _, plays, _ in view.tricks for _, c in plays)
    if card in discarded:
        return "discards"
    if in_trick and key not in scene.talon_part_of:
        return "trick"
    if key in scene.talon_part_of or key[0] == "talon" or (
            card is not None and any(card in (p or ()) for p in view.talon_parts)
            and card not in view.hand):
        return "talon"
    if card is not None and card == turned_up_card(view):
        return f"pile {view.dealer}"  # the turned-up trump lies beside the dealer
    if key[0] == "back":
        return f"hand {key[1]}"
    if key[0] == "excuse_blank":  # the blank the Sküs's holder gives the trick's winner
        return "trick"
    if key[0] == "pile" and len(key) == 3:  # a named pile's face-down card (C3)
        return f"piles {pile_owner(key[1])}"
    if key[0] == "pile":
        return f"pile {key[1]}"
    if card is not None and any(card in pile for pile in view.piles.values()):
        owner = next(n for n, pile in view.piles.items() if card in pile)
        return f"piles {pile_owner(owner)}"
    if card in view.hand:
        return f"hand {view.seat}"
    if any(card in cards for cards in view.hands.values()):  # known in another hand
        return f"hand {next(s for s, cards in view.hands.items() if card in cards)}"
    raise AssertionError(f"a card nobody placed: {key}")


def trick_items(window: MainWindow) -> list:
    """The card items lying in the trick."""
    view = window.controller.view()
    return [item for key, item in window.scene.items_by_key.items()
            if region_of(window, view, key, key[1] if key[0] == "card" else None) == "trick"]


def regions(window: MainWindow) -> dict[str, QRectF]:
    """Each thing on the table that must stand clear of the others, by name."""
    scene, view = window.scene, window.controller.view()
    found: dict[str, list] = {}
    for key, item in scene.items_by_key.items():
        card = key[1] if key[0] == "card" else None
        found.setdefault(region_of(window, view, key, card), []).append(item)
    rects = {name: rect_of(items) for name, items in found.items()}
    for seat, plate in scene.labels.items():
        rects[f"label {seat}"] = plate.sceneBoundingRect()
    for role, note in scene.notes.items():
        if role == "banner" or role.startswith("caption:"):  # the stash's: over its cards
            rects[role] = note.sceneBoundingRect()
    if scene.result_panel.isVisible():
        rects["result"] = scene.result_proxy.sceneBoundingRect()
    return rects


def apart(rects: dict[str, QRectF], bounds: QRectF, where: str) -> int:
    """Every rectangle inside `bounds`, no two overlapping."""
    names = sorted(rects)
    for name in names:
        assert bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects[name]), \
            f"{where}: {name} {rects[name]} outside {bounds}"
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            overlap = rects[a].intersected(rects[b])
            assert overlap.width() < 1 or overlap.height() < 1, \
                f"{where}: {a} {rects[a]} overlaps {b} {rects[b]}"
    return len(names)


def check_table(window: MainWindow, where: str) -> int:
    return apart(regions(window), window.scene.sceneRect(), where)


def check_panels(window: MainWindow, where: str) -> None:
    """The table and the panels beside it (the docks, the action bar, the drawer's handle,
    any other panel the table page holds) lie inside the window and clear of each other; the
    drawer's opened panels lie over the table only, above the player's hand."""
    inside = window.rect()
    parts = {f"dock {d.objectName()}": d.geometry()
             for d in window.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()
             and d.parentWidget() is window}
    parts["table"] = window.centralWidget().geometry()
    for name, rect in parts.items():
        assert inside.contains(rect), f"{where}: {name} {rect} outside the window {inside}"
    names = sorted(parts)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not parts[a].intersects(parts[b]), f"{where}: {a} overlaps {b}"
    page = window.table
    widgets = {w.objectName() or type(w).__name__: w.geometry() for w in page.children()
               if getattr(w, "isVisible", None) and w.isWidgetType() and w.isVisible()
               and w is not window.privacy}
    for name, rect in widgets.items():
        assert page.rect().contains(rect), f"{where}: {name} {rect} outside the table page"
    over = widgets.pop("drawer_panels", None)
    if over is not None:
        assert window.view.geometry().contains(over), f"{where}: the drawer's panels {over}"
        assert over.bottom() < window._above_hand() + HAND_GAP, \
            f"{where}: the drawer's panels cover the hand"
    names = sorted(widgets)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not widgets[a].intersects(widgets[b]), f"{where}: {a} overlaps {b}"


def check_words(window: MainWindow, width: int, where: str) -> None:
    """Nothing written is cut short: each line of a plate fits the room it is given and the
    plate says every word of the seat's name, roles and counts; the banner says every word
    of its lines; the log wraps its lines; every score-sheet header fits its column; every
    button shows its text; the action bar never widens the window."""
    scene = window.scene
    for seat, plate in scene.labels.items():
        for run in plate.runs:
            needed = QFontMetricsF(run.font).horizontalAdvance(run.text)
            assert needed <= run.rect.width() + 0.5, f"{where}: {run.text!r} cut on plate {seat}"
            assert plate.size.contains(run.rect), f"{where}: {run.text!r} off plate {seat}"
        content = plate.content
        said = " ".join([content.name, *content.badges, content.partner, content.counts])
        assert _same_words(plate.text(), said), f"{where}: plate {seat} says {plate.text()!r}"
    if "banner" in scene.notes:
        note = scene.notes["banner"]
        lines = scene.banner(window.controller.view(), window.controller.names)
        assert _same_words(" ".join(note.lines), " ".join(lines)), \
            f"{where}: the banner shows {note.lines!r} of {lines!r}"
        for line, font in zip(note.lines, note.line_fonts):
            assert QFontMetricsF(font).horizontalAdvance(line) <= note.inner_width + 0.5
        banner = window.scene.layout.banner
        assert note.size.width() <= banner.width() + 0.5, f"{where}: banner wider than its band"
    log = window.log
    if log.isVisible():
        assert log.horizontalScrollBar().maximum() == 0, f"{where}: the log scrolls sideways"
    for table in (window.sheet, window.carry_panel):
        if not table.isVisible():
            continue
        header = table.horizontalHeader()
        margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        for column in range(table.columnCount()):
            text = table.horizontalHeaderItem(column).text()
            needed = header.fontMetrics().horizontalAdvance(text) + margin
            assert needed <= header.sectionSize(column), \
                f"{where}: header {text!r} in {header.sectionSize(column)} px"
    panel = window.result_panel
    if panel.isVisible() and width >= 1280:  # at a small size a long result may scroll
        scrolled = panel.findChild(QScrollArea).verticalScrollBar()
        assert scrolled.maximum() == 0, f"{where}: the result panel scrolls"
    carry = window.carry_panel
    if carry.isVisible():
        assert carry.verticalScrollBar().maximum() == 0, \
            f"{where}: the {carry.caption.text()!r} panel scrolls"
        margin = carry.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        for row in range(carry.rowCount()):
            for column in range(carry.columnCount()):
                item = carry.item(row, column)
                if item is None:
                    continue
                room = carry.visualRect(carry.model().index(row, column))
                needed = carry.fontMetrics().boundingRect(
                    room.adjusted(margin, 0, -margin, 10_000), Qt.TextFlag.TextWordWrap,
                    item.text())
                assert needed.height() <= room.height() and \
                    needed.width() <= room.width() - 2 * margin + 0.5, \
                    f"{where}: {item.text()!r} cut in the carried score's panel"
    check_action_bar(window, width, where)
    buttons = [*window.actions_bar.buttons] + ([window.result_panel.button]
                                if window.result_panel.isVisible() else [])
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), \
            f"{where}: the button {button.text()!r} is {button.width()} of " \
            f"{button.sizeHint().width()} px"


def check_action_bar(window: MainWindow, width: int, where: str) -> None:
    """The action bar never widens the window: its prompt and buttons wrap inside it."""
    bar = window.actions_bar
    assert window.width() == width, f"{where}: the window is {window.width()} wide"
    for widget in [bar.prompt, *bar.buttons]:
        place = widget.geometry().translated(widget.parentWidget().mapTo(bar, widget.pos())
                                             - widget.pos())
        assert bar.rect().contains(place), f"{where}: {widget.text()!r} at {place}"


def _same_words(shown: str, said: str) -> bool:
    """Whether `shown` has every word of `said` in order (the joints " · " may fall at
    line ends)."""
    return [w for w in shown.split() if w != "·"] == [w for w in said.split() if w != "·"]


def check_indices(window: MainWindow, where: str) -> None:
    """Every card of the viewer's hand and of a hand lying face up (a dummy, cards shown)
    shows its corner index: no card lying above it covers that corner."""
    scene, view = window.scene, window.controller.view()
    open_cards = set(view.hand).union(*view.hands.values())
    items = list(scene.items_by_key.values())
    placed = [(other, other.zValue(), card_rect(other)) for other in items]
    for item in items:
        if item.card not in open_cards or region_of(window, view, item.key, item.card) in (
                "trick", "talon", "discards") or region_of(
                window, view, item.key, item.card).startswith("pile"):
            continue
        wide, high = index_corner(item.card)
        corner = item.mapRectToScene(QRectF(0, 0, item.size.width() * wide,
                                            item.size.height() * high))
        below = item.zValue()
        for other, height, rect in placed:
            if other is item or height <= below:
                continue
            overlap = rect.intersected(corner)
            assert overlap.width() < 1 or overlap.height() < 1, \
                f"{where}: the index of {item.card} is covered by {other.key}"


@pytest.mark.parametrize("low", [(1024, 640), (1280, 640)])
def test_the_blocks_board_scrolls_in_its_panel_rather_than_hold_the_window_tall(qtbot, low):
    """The Blocks board is read whole beside the score sheet; a window going from 1920x1080
    to 640 high gets its size at once, with the panels in the drawer (1024) or beside the
    table (1280), the sheet's panel scrolling where the board is taller than it."""
    window = open_table("tarok-mit-blocks", 3, "3")
    show(window, (1920, 1080), "en")
    assert window.carry_panel.isVisible()
    show(window, low, "en")
    assert window.size().toTuple() == low
    beside = low[0] >= NARROW
    assert window.docks["sheet"].isVisible() == beside
    if beside:  # the board whole in its panel, in the type of the lower window
        sheet = window.docks["sheet"]
        assert sheet.height() >= sheet.minimumSizeHint().height()
        assert window.carry_panel.geometry().bottom() < window.sheet_area.height()
    close(window)


def open_table(variant: str, seats: int, seed: str) -> MainWindow:
    table = variant_for(variant, None, seats)
    seating = table.seating
    persons = seating.table_persons() if seating.person_count else seats  # C5: by rubber
    setup = TableSetup(variant, [SeatSetup(NAMES[0], HUMAN)] +
                       [SeatSetup(n, "standard") for n in NAMES[1:persons]], seed,
                       n_seats=seats)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    window.show()
    window.setUpdatesEnabled(False)  # laid out, never painted: the test measures, not looks
    window.controller.stop_bots()
    return window


def turns(window: MainWindow) -> list[tuple[str, tuple[int, int]]]:
    """Every language at every window size, one of the two changed at a time, from the
    language the table shows and the end of the sizes nearer its own: each next language
    goes back through the sizes."""
    languages = sorted(LANGUAGES, key=lambda language: language != LANGUAGE.current)
    sizes = SIZES[::-1] if window.size().toTuple() == SIZES[-1] else SIZES
    return [(language, size) for n, language in enumerate(languages)
            for size in (sizes if n % 2 == 0 else sizes[::-1])]


def show(window: MainWindow, size: tuple[int, int], language: str) -> None:
    """The table in `language` at `size` (each change lays the table out anew)."""
    if LANGUAGE.current != language:
        window.apply_settings({"language": language})
    if window.size().toTuple() != size:
        window.resize(*size)
        QApplication.processEvents()
        QApplication.processEvents()  # a panel that fits its height to its new width (the
        # carry board) asks the window for a second pass of layout
    window.view.lay_out_pending()  # as a paint would: the table laid for the window's size


@pytest.mark.parametrize("variant, seats", TABLES)
def test_the_table_stands_clear_at_every_phase_size_and_language(qtbot, variant, seats):
    """At every phase the screenshot tool reaches with the human to act (trying its further
    seeds for a phase the first deal misses), every window size in both languages; and at
    every other step of the first deal one window size, a few steps in turn each."""
    SHOT.OPTIONS.clear()
    missing = SHOT.phases_of(variant, seats)
    reached, checked, step = set(), 0, 0
    window = open_table(variant, seats, "1")
    try:
        for attempt in range(SHOT.SEEDS_TRIED):
            if not missing:
                break
            seed = "1" if attempt == 0 else f"1-{attempt}"
            if attempt:  # the next seed's deal at the same window
                window.new_game(replace(window.controller.setup, seed=seed))
                window.controller.stop_bots()
            controller = window.controller
            game, rng = controller.game, random.Random(seed)
            human = controller.humans[0] if controller.humans else -1
            while True:
                now = [p for p in missing if SHOT.reached(game, p, human)]
                if now or attempt == 0:
                    controller.changed.emit()
                    if game.is_terminal:
                        controller.deal_over.emit()
                for phase in now:
                    missing.remove(phase)
                    reached.add(phase)
                    for language, size in turns(window):
                        show(window, size, language)
                        checked += check_all(window, size, f"{variant}/{seats} {phase} "
                                             f"{size[0]}x{size[1]} {language}", phase)
                if not now and attempt == 0:
                    size = SIZES[step // STRETCH % len(SIZES)]
                    step += 1
                    show(window, size, "en")
                    checked += check_table(window, f"{variant}/{seats} {game.phase} step "
                                           f"{step} {size[0]}x{size[1]}")
                if game.is_terminal or not missing:
                    break
                game.apply(SHOT.steer(game, rng))
    finally:
        LANGUAGE.use("en")
        close(window)
    assert {"play", "score"} <= reached and checked > 50, (reached, checked)


def test_a_language_switch_at_the_result_relays_the_renamed_button(qtbot):
    """Switched with no change of size while a result is shown, the result's button takes
    the width of its new, longer label ("&Nächstes Spiel"), at every window size."""
    window = open_table("tapp-tarok", 3, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while not game.is_terminal:
            game.apply(SHOT.steer(game, rng))
        window.controller.changed.emit()
        window.controller.deal_over.emit()
        for size in SIZES:
            for language in ("en", "de"):
                show(window, size, language)
                button = window.result_panel.button
                assert button.width() >= button.sizeHint().width(), \
                    (size, language, button.text())
    finally:
        LANGUAGE.use("en")
        close(window)


def close(window: MainWindow) -> None:
    """Close and delete the window now: a window left alive would be retranslated at every
    later change of language."""
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def check_all(window: MainWindow, size: tuple[int, int], where: str, phase: str) -> int:
    if phase == "discard" and not window.scene.tray:  # a card chosen rises in the hand
        view = window.controller.view()
        window.tray.discard_clicked(next(a.value for a in view.legal))
    counted = check_table(window, where)
    check_panels(window, where)
    check_words(window, size[0], where)
    check_indices(window, where)
    if window.drawer.isVisible():  # a narrow window: the side panels opened from the drawer
        window.drawer.click()
        QApplication.processEvents()
        assert window.sheet.isVisible(), f"{where}: the drawer does not open"
        history, metrics = window.teaching.history, window.teaching.history.fontMetrics()
        assert window.teaching.isVisible() and \
            history.viewport().height() >= 5 * metrics.lineSpacing() and \
            history.viewport().width() >= 24 * metrics.averageCharWidth(), \
            f"{where}: the teaching panel is {history.viewport().size()} in the drawer"
        counted += check_table(window, f"{where}, drawer open")
        check_panels(window, f"{where}, drawer open")
        check_words(window, size[0], f"{where}, drawer open")
        window.drawer.click()
        QApplication.processEvents()
        assert not window.sheet.isVisible(), f"{where}: the drawer does not close"
    return counted


@pytest.mark.parametrize("n_seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("width, height", [(760, 560), (1010, 720), (1650, 1000)])
def test_the_regions_fit_tables_still_to_come(n_seats, width, height):
    """2-seat games, five or six at a table and 26-card hands (78 cards among three):
    every seat's regions stay apart and inside, and a long hand spreads in two rows."""
    from PySide6.QtCore import QSizeF

    from tarokdesk.cards.packs import PACKS
    from tarokdesk.gui.table.hand import index_share, spread_hand
    from tarokdesk.gui.table.layout import compute, sides_for

    rect = QRectF(0, 0, width, height)
    full = QSizeF(height * 0.2 / 1.5625, height * 0.2)
    sides = dict(enumerate(sides_for(n_seats)))
    hand = sorted(PACKS["tarok-54"].cards[:39 if n_seats == 2 else 26])
    layout = compute(rect, full, sides, hand, lambda seat, most: QSizeF(min(210, most), 36))
    parts = {"centre": layout.centre}
    for seat, region in layout.seats.items():
        parts.update({f"label {seat}": region.label, f"cards {seat}": region.cards,
                      f"pile {seat}": region.pile})
    names = sorted(parts)
    for i, a in enumerate(names):
        assert rect.contains(parts[a]), (a, parts[a])
        for b in names[i + 1:]:
            overlap = parts[a].intersected(parts[b])
            assert overlap.width() < 1 or overlap.height() < 1, (a, parts[a], b, parts[b])
    for inner in (layout.banner, layout.stash, layout.play, layout.result):
        assert layout.centre.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)
    assert not layout.banner.intersects(layout.stash) and not layout.play.intersects(
        layout.banner)
    bottom = layout.seats[0].cards
    points = spread_hand(hand, bottom, layout.hand, layout.hand_rows)
    for point in points:
        card = QRectF(point, layout.hand)
        assert bottom.adjusted(-0.5, -0.5, 0.5, 0.5).contains(card), (card, bottom)
    rows = sorted({round(p.y()) for p in points})
    assert len(rows) == layout.hand_rows
    for y in rows:  # every card shows at least its corner index
        xs = sorted(p.x() for p in points if round(p.y()) == y)
        assert min(b - a for a, b in zip(xs, xs[1:])) >= layout.hand.width() * \
            index_share(hand) - 0.5


def human_to_act_in(qtbot, variant: str, phase: str) -> MainWindow:
    """A table of three, steered until the human (seat 0) is to act in `phase`."""
    setup = TableSetup(variant, [SeatSetup("Eva", HUMAN), SeatSetup("Anna", "standard"),
                                 SeatSetup("Bernhard", "standard")], "3")
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.show()
    window.controller.stop_bots()
    game = window.controller.game
    while not (game.phase == phase and game.to_move == 0):
        game.apply(steer(game))
    return window


LONG_PROMPTS = [("ungarisch-tarok", "announce"), ("steyerisch-tarok", "talon")]
"""Seven announcement buttons, and the longest German prompt with its two buttons."""


@pytest.mark.parametrize("variant, phase", LONG_PROMPTS)
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_action_bar_wraps_long_prompts_and_many_buttons(qtbot, variant, phase, language):
    window = human_to_act_in(qtbot, variant, phase)
    controller = window.controller
    try:
        window.apply_settings({"language": language})
        controller.changed.emit()
        for width, height in SIZES:
            window.resize(width, height)
            QApplication.processEvents()
            check_action_bar(window, width, f"{variant} {width}x{height} {language}")
            assert len(window.actions_bar.buttons) >= 2
    finally:
        LANGUAGE.use("en")


def test_a_prompt_too_long_for_the_bar_ends_in_an_ellipsis_with_a_tooltip(qtbot):
    from tarokdesk.gui.panels import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    text = "Eva: den aufgedeckten Teil nehmen (1-malig) oder den nächsten aufdecken (2-malig)?"
    bar.show_choices(text, [])
    bar.resize(900, 60)
    bar.show()
    QApplication.processEvents()
    assert bar.prompt.toolTip() == "" and bar.prompt.shown_text() == text
    bar.resize(250, 60)
    QApplication.processEvents()
    assert bar.prompt.width() <= 250 and bar.prompt.text() == text
    assert bar.prompt.toolTip() == text and bar.prompt.shown_text().endswith("…")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_sheet_wraps_a_long_contract_rather_than_cutting_it(qtbot, language):
    """A contract too wide for its column (the units come first) goes onto further lines of
    its row: every word shows, in the sheet's width beside a 1280x800 table."""
    from tarokdesk.gui.panels import ScoreSheet
    from tarokdesk.gui.words import contract_words

    LANGUAGE.use(language)
    try:
        sheet = ScoreSheet()
        qtbot.addWidget(sheet)
        sheet.resize(296, 400)
        sheet.show()
        names = ["Eva", "Anna", "Bernhard", "Clara"]
        rows = [{"deal": n, "declarer": declarer, "contract": contract, "units": {0: -18}}
                for n, (contract, declarer) in enumerate(
                    (("claimed", None), ("ask", 2), ("each_for_himself", None)), start=1)]
        sheet.show_sheet(names, rows, {0: -54})
        QApplication.processEvents()
        for row, shown in enumerate(rows):
            text = sheet.item(row, 1).text()
            assert contract_words(shown["contract"]).split()[-1] in text
            margin = sheet.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
            room = sheet.visualRect(sheet.model().index(row, 1)).adjusted(margin, 0, -margin, 0)
            wrap = Qt.TextFlag.TextWordWrap if sheet.wordWrap() else 0
            needed = sheet.fontMetrics().boundingRect(room.adjusted(0, 0, 0, 1000), wrap, text)
            assert needed.width() <= room.width() and needed.height() <= room.height(), \
                f"{text!r} needs {needed.size()} in {room.size()}"
    finally:
        LANGUAGE.use("en")


def test_at_a_table_of_two_neither_card_of_the_trick_hides_the_other(qtbot):
    window = open_table("danish-taroc-en-deux", 2, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while not (game.phase == "play" and game.state.tricks and not game.state.trick):
            game.apply(SHOT.steer(game, rng))  # the trick taken lies there until the next lead
        for size in SIZES:
            show(window, size, "en")
            window.controller.changed.emit()
            trick = [card_rect(item) for item in trick_items(window)]
            assert len(trick) == 2
            overlap = trick[0].intersected(trick[1])
            covered = overlap.width() * overlap.height() / (trick[0].width() * trick[0].height())
            assert covered < 0.1, f"{size}: the trick's cards overlap by {covered:.0%}"
    finally:
        close(window)


def test_the_action_bar_grows_with_a_tall_window(qtbot):
    """At 1920x1080 the bid and announcement buttons are drawn larger than at 1024x640, in
    proportion with the cards, and still fit the bar."""
    window = human_to_act_in(qtbot, "ungarisch-tarok", "announce")
    window.controller.changed.emit()
    heights = {}
    for width, height in ((1024, 640), (1920, 1080)):
        window.resize(width, height)
        QApplication.processEvents()
        check_action_bar(window, width, f"{width}x{height}")
        bar = window.actions_bar
        button = bar.buttons[0]
        heights[height] = (button.height(), button.fontInfo().pixelSize(),
                           bar.prompt.fontInfo().pixelSize())
        assert bar.prompt.fontInfo().bold()
    assert heights[1080][1] >= 1.3 * heights[640][1], heights
    assert heights[1080][2] >= 1.3 * heights[640][2], heights  # the prompt grows alike
    assert heights[1080][0] > heights[640][0], heights


def test_the_side_panels_grow_with_a_tall_window_and_neither_float_nor_close(qtbot):
    """The teaching panel, the log and the score sheet are read at 1920x1080 in type as much
    larger as the action bar's; their title bars offer no float or close button (the View
    menu and the drawer show and hide them)."""
    window = human_to_act_in(qtbot, "tapp-tarok", "play")
    sizes = {}
    for width, height in ((1024, 640), (1920, 1080)):
        window.resize(width, height)
        QApplication.processEvents()
        sizes[height] = [widget.fontInfo().pixelSize() for widget in (
            window.teaching.history, window.log, window.sheet, window.sheet.horizontalHeader(),
            window.docks["log"])]
    assert all(large >= 1.3 * small for small, large in zip(sizes[640], sizes[1080])), sizes
    for dock in window.findChildren(QDockWidget):
        assert not dock.features() & (QDockWidget.DockWidgetFeature.DockWidgetFloatable
                                      | QDockWidget.DockWidgetFeature.DockWidgetClosable)


def test_the_drawer_opens_over_the_table_and_leaves_the_hand_its_width(qtbot):
    """At 1024x640 the opened side panels lie over the table's right side, above the hand:
    the table keeps its width, so sixteen cards are not squeezed while they are open."""
    window = open_table("tarok-tappen-1821", 3, "3")
    show(window, (1024, 640), "en")
    assert window.drawer.isVisible() and not window.teaching.isVisible()
    width, hand = window.view.width(), window.scene.layout.seats[0].cards.width()
    window.drawer.click()
    QApplication.processEvents()
    assert window.teaching.isVisible() and window.log.isVisible() and window.sheet.isVisible()
    assert window.view.width() == width and window.scene.layout.seats[0].cards.width() == hand
    check_panels(window, "1024x640, drawer open")
    window.drawer.click()
    QApplication.processEvents()
    assert not window.teaching.isVisible() and window.view.width() == width
    close(window)


@pytest.mark.parametrize("width, height", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_hand_of_two_rows_keeps_each_suit_in_one_row(width, height):
    """A 78-card game's hand of 22 breaks between suits, not inside one, and every card of
    both rows still shows its index."""
    from PySide6.QtCore import QSizeF

    from tarokdesk.cards.card import suit_card, suit_of
    from tarokdesk.gui.table.hand import index_share, spread_hand
    from tarokdesk.gui.table.layout import compute, sides_for

    hand = [21, 18, 12, 11, 8, 6, 4] + [suit_card(suit, face) for suit, faces in (
        (0, "68"), (1, ["Q", "1", "3", "5", "6", "8", "9", "10"]), (2, "C1"), (3, "C32"))
        for face in faces]
    rect = QRectF(0, 0, width * 0.8, height * 0.9)
    full = QSizeF(rect.height() * 0.2 / 1.5625, rect.height() * 0.2)
    layout = compute(rect, full, dict(enumerate(sides_for(3))), hand,
                     lambda seat, most: QSizeF(min(210, most), 36))
    assert layout.hand_rows == 2
    points = spread_hand(hand, layout.seats[0].cards, layout.hand, layout.hand_rows)
    row_of = {card: round(point.y()) for card, point in zip(hand, points)}
    for suit in {suit_of(card) for card in hand}:
        rows = {row_of[card] for card in hand if suit_of(card) == suit}
        assert len(rows) == 1, f"{width}x{height}: suit {suit} lies in two rows"
    for y in set(row_of.values()):
        xs = sorted(p.x() for p in points if round(p.y()) == y)
        assert min(b - a for a, b in zip(xs, xs[1:])) >= layout.hand.width() * \
            index_share(hand) - 0.5


@pytest.mark.parametrize("variant, seats", [("grosstarok", 3), ("koenigrufen", 4)])
def test_the_trick_taken_shows_every_index_and_who_took_it(qtbot, variant, seats):
    """The trick lying on the table after it was taken: no card covers another's corner
    index, the winning card is marked and a note under the trick names who took it."""
    window = open_table(variant, seats, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while not (game.phase == "play" and game.state.tricks and not game.state.trick):
            game.apply(SHOT.steer(game, rng))
        view = window.controller.view()
        _, plays, winner = view.tricks[-1]
        for size in SIZES:
            show(window, size, "en")
            window.controller.changed.emit()
            trick = trick_items(window)
            assert len(trick) == seats
            for item in trick:
                wide, high = index_corner(item.card)
                corner = item.mapRectToScene(QRectF(0, 0, item.size.width() * wide,
                                                    item.size.height() * high))
                for other in trick:
                    if other.zValue() > item.zValue():
                        overlap = card_rect(other).intersected(corner)
                        assert overlap.width() < 1 or overlap.height() < 1, \
                            f"{size}: the index of {item.card} is covered by {other.card}"
            assert [item.card for item in trick if item.won] == \
                [card for seat, card in plays if seat == winner]
            assert window.controller.names[winner] in window.scene.notes["taken"].text
    finally:
        close(window)


def test_the_trump_card_taken_up_is_captioned_as_the_trump_card(qtbot):
    """Whist's turned-up trump, once the dealer has taken it into his hand, lies open beside
    his backs under words saying it is the trump card turned up, not a bare "Shown"."""
    window = open_table("whist", 4, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while not (game.phase == "play" and game.state.tricks):
            game.apply(SHOT.steer(game, rng))
        view = window.controller.view()
        assert view.dealer != view.seat and turned_up_card(view) is None
        window.controller.changed.emit()
        assert window.scene.notes[f"shown:{view.dealer}"].text == "Turned-up trump"
    finally:
        close(window)


def test_a_hinted_card_to_lay_away_is_outlined_not_raised(qtbot):
    """While laying away, a chosen card rises; the card a hint names stays where it lay in
    the hand, marked by its own outline, so the two are not confused."""
    window = human_to_act_in(qtbot, "steyerisch-tarok", "discard")
    window.controller.changed.emit()
    scene = window.scene
    window.show_hint()
    hinted = [item for item in scene.items_by_key.values() if item.hinted]
    assert len(hinted) == 1 and not hinted[0].chosen
    hand = window.controller.view().hand

    def rows_besides(card: int) -> set[int]:
        return {round(scene.items_by_key[("card", c)].pos().y()) for c in hand if c != card}

    card = hinted[0].card
    assert round(hinted[0].pos().y()) in rows_besides(card), "the hinted card is raised"
    window.tray.discard_clicked(card)
    item = scene.items_by_key[("card", card)]
    assert item.chosen and not item.hinted and round(item.pos().y()) not in rows_besides(card)


def test_the_blue_bar_on_cards_taken_from_the_talon_is_explained(qtbot):
    """Cards just taken from the talon carry a blue bar: the tray's note and each such card's
    tooltip say what it means."""
    window = human_to_act_in(qtbot, "steyerisch-tarok", "discard")
    window.controller.changed.emit()
    marked = [item for item in window.scene.items_by_key.values() if item.marked]
    assert marked
    assert "blue bar" in window.scene.notes["tray"].text
    assert all("taken from the talon" in item.toolTip() for item in marked)


def test_each_seats_packets_are_captioned_with_its_name(qtbot):
    """Piles lying in front of a seat (Strohmann's packets) say whose they are, and only while
    they lie there: at the result no caption floats over the empty felt."""
    window = open_table("strohmann-tarok", 2, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while game.phase != "play":
            game.apply(SHOT.steer(game, rng))
        window.controller.changed.emit()
        owners = {pile_owner(name) for name in window.controller.view().piles} - {None}
        assert len(owners) == 2
        for seat in owners:
            assert window.controller.names[seat] in window.scene.notes[f"packets:{seat}"].text
        while not game.is_terminal:
            game.apply(SHOT.steer(game, rng))
        window.controller.changed.emit()
        assert not [role for role in window.scene.notes if role.startswith("packets:")]
    finally:
        close(window)


def dummy_cards(window: MainWindow) -> dict[int, list]:
    """The card items of each hand lying face up at a seat the viewer does not hold."""
    view = window.controller.view()
    open_seats = [seat for seat, cards in view.hands.items()
                  if seat != view.seat and cards and len(cards) == view.hand_sizes[seat]]
    return {seat: [window.scene.items_by_key[("card", card)] for card in view.hands[seat]]
            for seat in open_seats}


def lies_in_columns(items) -> bool:
    """Whether a face-up hand lies in suit columns (cards of a suit one under another) rather
    than in a row per suit."""
    by_suit: dict[int, list] = {}
    for item in items:
        by_suit.setdefault(suit_of(item.card), []).append(item.pos())
    under = beside = 0
    for points in by_suit.values():
        under += len(points) - len({round(p.x()) for p in points})
        beside += len(points) - len({round(p.y()) for p in points})
    return under >= beside


@pytest.mark.parametrize("variant, options", [("neunzehnerrufen", {"form": "en_deux"}),
                                              ("whist-en-deux", {})])
def test_two_dummies_lie_alike_and_readable_at_every_size(qtbot, variant, options):
    """Both dummies in the same way, suit columns where there is room, with cards at least
    MIN_DUMMY_CARD wide even at 1024x640; the person playing both says so."""
    seen: list[str] = []

    def take(window, phase):
        for size in SIZES:
            show(window, size, "en")
            window.controller.changed.emit()
            dummies = dummy_cards(window)
            assert len(dummies) == 2, size
            ways = {lies_in_columns(items) for items in dummies.values()}
            assert len(ways) == 1, f"{size}: one dummy in columns, the other in rows"
            narrowest = min(item.size.width() for items in dummies.values() for item in items)
            assert narrowest >= MIN_DUMMY_CARD, f"{size}: dummy cards {narrowest} px wide"
        view = window.controller.view()
        players = set(view.played_by.values()) - {None}
        if len(players) == 1:
            names = window.controller.names
            assert "Plays both dummies" in roles(view, names)[players.pop()]
        seen.append(phase)

    SHOT.OPTIONS.clear()
    SHOT.OPTIONS.update(options)
    try:
        SHOT.play_through(QApplication.instance(), variant, 4, "1", ["play"], take)
    finally:
        SHOT.OPTIONS.clear()
    assert seen == ["play"]


def test_a_large_window_lays_the_side_seats_backs_larger(qtbot):
    """At 1920x1080 the fans of the seats left and right grow with the window, towards the
    size of the viewer's own cards, as far as every hidden hand's fits its room still
    opened (they lie alike: test_hidden_hands_lie_alike_beside_the_cards_they_show)."""
    window = open_table("koenigrufen", 4, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while game.phase != "play":
            game.apply(SHOT.steer(game, rng))
        show(window, (1920, 1080), "en")
        window.controller.changed.emit()
        view = window.controller.view()
        places = window.scene.places(view)
        hand = window.scene.layout.hand.height()
        backs = {key[1]: item.size.height() for key, item in window.scene.items_by_key.items()
                 if key[0] == "back" and places[key[1]] in ("left", "right")}
        assert len(backs) == 2 and min(backs.values()) >= 0.62 * hand, backs
    finally:
        close(window)


@pytest.mark.parametrize("variant, seats, seed", [("grosstarok", 3, "2"), ("whist", 4, "1")])
def test_hidden_hands_lie_alike_beside_the_cards_they_show(qtbot, variant, seats, seed):
    """Every hidden hand's backs are one size, whether or not the seat shows cards beside
    them (declared matadors, the turned-up trump taken up); and a seat's shown cards leave
    its fan the larger part of its room."""
    window = open_table(variant, seats, seed)
    try:
        game, rng = window.controller.game, random.Random(seed)
        while not (game.phase == "play" and game.state.tricks):
            game.apply(SHOT.steer(game, rng))
        for size in ((1920, 1080), (1024, 640)):
            show(window, size, "en")
            window.controller.changed.emit()
            scene = window.scene
            assert scene.shown_captions, "no seat shows cards beside its backs"
            backs: dict[int, set[float]] = {}
            for key, item in scene.items_by_key.items():
                if key[0] == "back":
                    backs.setdefault(key[1], set()).add(round(item.size.width(), 1))
            assert len(backs) == seats - 1 and len(set().union(*backs.values())) == 1, \
                f"{size}: {backs}"
            for seat, (_, _, shown) in scene.shown_captions.items():
                room = scene.layout.seats[seat].cards
                assert shown.width() * shown.height() <= 0.5 * room.width() * room.height(), \
                    f"{size}: seat {seat} shows its cards in {shown} of {room}"
    finally:
        close(window)


@pytest.mark.parametrize("variant, seats", [("koenigrufen", 4), ("tapp-tarok", 3)])
def test_the_trick_grows_with_the_window_as_large_as_the_hand(qtbot, variant, seats):
    """The trick lies as large as the viewer's own cards at every window size, larger where
    the felt leaves room (it may reach down beside his plate), and clear of every plate."""
    window = open_table(variant, seats, "1")
    try:
        game, rng = window.controller.game, random.Random("1")
        while not (game.phase == "play" and len(game.state.trick) == seats - 1):
            game.apply(SHOT.steer(game, rng))
        heights = []
        for size in SIZES:
            show(window, size, "en")
            window.controller.changed.emit()
            scene = window.scene
            trick = trick_items(window)
            hand = scene.layout.hand.height()
            assert len(trick) == seats - 1
            assert min(item.size.height() for item in trick) >= hand - 1, \
                f"{size}: trick {[item.size.height() for item in trick]}, hand {hand}"
            heights.append(trick[0].size.height())
            box = rect_of(trick)
            for seat, plate in scene.labels.items():
                assert not box.intersects(plate.sceneBoundingRect()), f"{size}: plate {seat}"
        assert heights[-1] >= 1.2 * hand, heights
    finally:
        close(window)


@pytest.mark.parametrize("variant", ["koenigrufen", "neunzehnerrufen", "danish-tarok-four"])
def test_the_sheet_names_the_players_in_full_where_the_names_fit(qtbot, variant):
    """At 1280, once a deal is written, the sheet of four players is headed with their whole
    names in both languages, its contract wrapped onto a second line where it needs to be,
    rather than falling back to initials with room for the names beside two lines."""
    seen = []

    def take(window, phase):
        try:
            for language in ("en", "de"):
                show(window, (1280, 800), language)
                sheet = window.sheet
                heads = [sheet.horizontalHeaderItem(c).text()
                         for c in range(2, sheet.columnCount())]
                assert heads == list(sheet.names.values()), (language, heads)
                assert sheet.rowHeight(0) <= 2 * sheet.rowHeight(sheet.rowCount() - 1) + 2
        finally:
            LANGUAGE.use("en")
        seen.append(phase)

    SHOT.play_through(QApplication.instance(), variant, 4, "1", ["score"], take)
    assert seen == ["score"]
