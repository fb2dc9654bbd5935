"""The table's layout: at every phase of a deal, for every variant, table size and window
size, no two of the seat labels, hands, taken-trick piles, trick, talon, banner and result
panel overlap, and all lie inside the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tarokdesk.core.state import pile_owner
from tarokdesk.core.variant import all_variants, variant_class, variant_for
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.scene import turned_up_card
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui
SIZES = ((1024, 640), (1280, 800), (1920, 1080))
TABLES = [(v, n) for v in all_variants() for n in variant_class(v).seat_counts]


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
        rect = rect.united(item.mapRectToScene(QRectF(0, 0, item.size.width(),
                                                      item.size.height())))
    return rect


def regions(window: MainWindow) -> dict[str, QRectF]:
    """Each thing on the table that must stand clear of the others, by name."""
    scene = window.scene
    view = window.controller.view()
    found: dict[str, list] = {}
    for key, item in scene.items_by_key.items():
        card = key[1] if key[0] == "card" else None
        discarded = set(view.own_discards).union(*view.shown_discards)
        in_trick = any(card == c for _, c in view.trick) or any(
            card == c for _, plays, _ in view.tricks for _, c in plays)
        if card in discarded:
            name = "discards"
        elif in_trick and key not in scene.talon_part_of:
            name = "trick"
        elif key in scene.talon_part_of or key[0] == "talon" or (
                card is not None and any(card in (p or ()) for p in view.talon_parts)
                and card not in view.hand):
            name = "talon"
        elif card is not None and card == turned_up_card(view):
            name = f"pile {view.dealer}"  # the turned-up trump lies beside the dealer
        elif key[0] == "back":
            name = f"hand {key[1]}"
        elif key[0] == "pile" and len(key) == 3:  # a named pile's face-down card (C3)
            name = f"piles {pile_owner(key[1])}"
        elif key[0] == "pile":
            name = f"pile {key[1]}"
        elif card is not None and any(card in pile for pile in view.piles.values()):
            owner = next(n for n, pile in view.piles.items() if card in pile)
            name = f"piles {pile_owner(owner)}"
        elif card in view.hand and card not in scene.tray:
            name = f"hand {view.seat}"
        elif any(card in cards for cards in view.hands.values()):  # known in another hand
            name = f"hand {next(s for s, cards in view.hands.items() if card in cards)}"
        elif card in scene.tray:
            name = "tray"
        else:
            raise AssertionError(f"a card nobody placed: {key}")
        found.setdefault(name, []).append(item)
    rects = {name: rect_of(items) for name, items in found.items()}
    for seat, label in scene.labels.items():
        rects[f"label {seat}"] = label.sceneBoundingRect()
    if "banner" in scene.notes:
        rects["banner"] = scene.notes["banner"].sceneBoundingRect()
    if scene.result_panel.isVisible():
        rects["result"] = scene.result_proxy.sceneBoundingRect()
    return rects


def check(window: MainWindow, where: str) -> int:
    rects = regions(window)
    bounds = window.scene.sceneRect()
    names = sorted(rects)
    for name in names:
        rect = rects[name]
        assert bounds.contains(rect), f"{where}: {name} {rect} outside {bounds}"
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            overlap = rects[a].intersected(rects[b])
            assert overlap.width() < 1 or overlap.height() < 1, \
                f"{where}: {a} {rects[a]} overlaps {b} {rects[b]}"
    return len(names)


def check_action_bar(window: MainWindow, width: int, where: str) -> None:
    """The action bar never widens the window: its prompt and buttons wrap inside it."""
    bar = window.actions_bar
    assert window.width() == width, f"{where}: the window is {window.width()} wide"
    for widget in [bar.prompt, *bar.buttons]:
        place = widget.geometry().translated(widget.parentWidget().mapTo(bar, widget.pos())
                                             - widget.pos())
        assert bar.rect().contains(place), f"{where}: {widget.text()!r} at {place}"


@pytest.mark.parametrize("variant, seats", TABLES)
def test_nothing_on_the_table_overlaps_at_any_size(qtbot, variant, seats):
    table = variant_for(variant, None, seats)
    persons = table.table_persons() if table.person_count else seats  # C5: by rubber
    names = ["You", "Annamaria Theresia", "Bernhard", "Clara", "David"][:persons]
    setup = TableSetup(variant, [SeatSetup(names[0], HUMAN)] +
                       [SeatSetup(n, "standard") for n in names[1:]], "3", n_seats=seats)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.show()
    controller = window.controller
    controller.stop_bots()
    checked, phases, step, last_phase = 0, set(), 0, None
    for _ in range(3):  # a thrown-in deal (or a resting human) plays the next one
        game = controller.game
        while True:
            # every size at each new phase, one size in turn at the other steps
            sizes = SIZES if game.phase != last_phase else (SIZES[step % len(SIZES)],)
            last_phase, step = game.phase, step + 1
            for width, height in sizes:
                window.resize(width, height)
                QApplication.processEvents()
                window.relayout()
                if game.phase == "discard" and game.to_move == 0 and not window.scene.tray:
                    legal = [a.value for a in game.legal_actions()]
                    window.tray.discard_clicked(legal[0])
                where = f"{variant}/{seats} {width}x{height} {game.phase}"
                checked += check(window, where)
                check_action_bar(window, width, where)
            phases.add(game.phase)
            if game.is_terminal:
                break
            game.apply(steer(game))
            window.scene.tray.clear()
            controller.changed.emit()
        assert window.result_panel.isVisible()
        if "play" in phases:
            break
        controller.next_deal()
        controller.stop_bots()
    expected = {"bid", "talon", "discard", "announce", "play"} & set(window.controller.game.phases)
    assert expected | {"done"} <= phases and checked > 50


@pytest.mark.parametrize("n_seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("width, height", [(760, 560), (1010, 720), (1650, 1000)])
def test_the_regions_fit_tables_still_to_come(n_seats, width, height):
    """2-seat games, five or six at a table and 26-card hands (78 cards among three):
    every seat's regions stay apart and inside, and a long hand spreads in two rows."""
    from PySide6.QtCore import QSizeF

    from tarokdesk.cards.packs import PACKS
    from tarokdesk.gui.table.hand import spread_hand
    from tarokdesk.gui.table.layout import compute, sides_for

    rect = QRectF(0, 0, width, height)
    full = QSizeF(height * 0.2 / 1.5625, height * 0.2)
    sides = dict(enumerate(sides_for(n_seats)))
    hand = sorted(PACKS["tarok-54"].cards[:39 if n_seats == 2 else 26])
    labels = {seat: QSizeF(210, 36) for seat in sides}
    layout = compute(rect, full, sides, len(hand), 4, labels)
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
    points = spread_hand(hand, bottom, full, layout.hand_rows)
    for point in points:
        card = QRectF(point, full)
        assert bottom.adjusted(-0.5, -0.5, 0.5, 0.5).contains(card), (card, bottom)
    rows = sorted({round(p.y()) for p in points})
    assert len(rows) == layout.hand_rows
    for y in rows:  # every card shows at least its corner index
        xs = sorted(p.x() for p in points if round(p.y()) == y)
        assert min(b - a for a, b in zip(xs, xs[1:])) >= full.width() * 0.25


LONG_PROMPTS = [("ungarisch-tarok", "announce"), ("steyerisch-tarok", "talon")]
"""Seven announcement buttons, and the longest German prompt with its two buttons."""


@pytest.mark.parametrize("variant, phase", LONG_PROMPTS)
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_action_bar_wraps_long_prompts_and_many_buttons(qtbot, variant, phase, language):
    from tarokdesk.gui.i18n import LANGUAGE

    setup = TableSetup(variant, [SeatSetup("Eva", HUMAN), SeatSetup("Anna", "standard"),
                                 SeatSetup("Bernhard", "standard")], "3")
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.show()
    controller = window.controller
    controller.stop_bots()
    game = controller.game
    while not (game.phase == phase and game.to_move == 0):
        game.apply(steer(game))
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
