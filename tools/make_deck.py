#!/usr/bin/env python3
"""Generate the tarokdesk card decks as SVG documents.

Run from the project root:

    python tools/make_deck.py

It writes ``assets/decks/classic.svg`` and ``assets/decks/high-contrast.svg``.  Standard
library only; the output is deterministic (same bytes on every run).

Each file is one SVG document in which every card is a top-level ``<g id="ID">`` group of
exactly CARD_W x CARD_H user units, placed on a grid (translate only) so that no two cards
overlap.  The renderer draws a card with ``QSvgRenderer.render(painter, ID, rect)`` and finds
it with ``QSvgRenderer.boundsOnElement(ID)``.

Ids:
    T1 .. T21, SKUS                  the Tarok trumps and the Sküs
    {S}{F}  S in H D S C,            suit cards; F is K Q C J (king, queen, cavall, jack)
            F in K Q C J 1 .. 10     or a pip number
    HA DA SA CA                      the Whist aces (Whist uses ..2-10, J, Q, K of the same suits)
    back                             the card back

Only SVG Tiny 1.2 features that Qt's QtSvg module renders are used: rect, circle, ellipse,
path, polygon, line, text, linearGradient, translate/scale/rotate transforms and
presentation attributes.  Suit symbols and emblems are drawn as paths; all art is drawn
here from simple shapes.
"""

from __future__ import annotations

import math
import os
import sys

CARD_W = 240
CARD_H = 375
GAP = 10
COLUMNS = 15

SUITS = "HDSC"
FACES = "KQCJ"
ROMAN = [
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
    "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
]

SERIF = "DejaVu Serif"  # Qt SVG takes one family name, not a list
SANS = "DejaVu Sans"

# Advance widths (em) of the bold DejaVu faces, used to keep text inside its box.
_SERIF_B = {
    "I": 0.468, "V": 0.776, "X": 0.776, "L": 0.703, "K": 0.869, "Q": 0.871, "C": 0.796,
    "J": 0.473, "A": 0.776, "D": 0.867, "S": 0.722, "Ü": 0.872, "P": 0.752, "G": 0.854,
    "T": 0.744, "M": 1.107, "O": 0.871, "N": 0.914, "B": 0.845, "R": 0.831, "H": 0.945,
    "E": 0.762, " ": 0.348,
}
_SANS_B = {
    "I": 0.372, "V": 0.774, "X": 0.771, "L": 0.637, "K": 0.775, "Q": 0.85, "C": 0.734,
    "J": 0.372, "A": 0.774, "D": 0.83, "S": 0.72, "Ü": 0.812, "P": 0.733, "G": 0.821,
    "T": 0.682, "M": 0.995, "O": 0.85, "N": 0.837, "B": 0.762, "R": 0.77, "H": 0.837,
    "E": 0.683, " ": 0.348,
}
for _d in (_SERIF_B, _SANS_B):
    _d.update({str(i): 0.696 for i in range(10)})
ADVANCE = {SERIF: _SERIF_B, SANS: _SANS_B}
CAP_HEIGHT = 0.729


# ---------------------------------------------------------------------------------------
# small helpers


def n(x: float) -> str:
    """A number written compactly and deterministically."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pts(points) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def text_width(s: str, family: str, size: float) -> float:
    """Width estimate: the wider of the two DejaVu faces, so that text stays inside its box
    whichever face the renderer picks (Qt may ignore the fallback list and use its default)."""
    return size * sum(max(t.get(c, 0.75) for t in ADVANCE.values()) for c in s)


def text(s, x, y, size, family, fill, anchor="middle", maxw=None, min_sx=0.78):
    """Bold text with baseline at y; if wider than maxw it is condensed (down to min_sx)
    and then made smaller, so it never exceeds maxw."""
    width = text_width(s, family, size)
    sx = 1.0
    if maxw is not None and width > maxw:
        sx = maxw / width
        if sx < min_sx:
            size = size * sx / min_sx
            sx = min_sx
    attrs = (f'font-family="{family}" font-size="{n(size)}" font-weight="bold" '
             f'fill="{fill}" text-anchor="{anchor}"')
    if sx < 0.999:
        return (f'<text transform="translate({n(x)},{n(y)}) scale({sx:.3f},1)" x="0" y="0" '
                f'{attrs}>{esc(s)}</text>')
    return f'<text x="{n(x)}" y="{n(y)}" {attrs}>{esc(s)}</text>'


def group(content, transform=None, **attrs) -> str:
    a = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{a}>{''.join(content) if not isinstance(content, str) else content}</g>"


def place(cx, cy, size, flip=False) -> str:
    """Transform mapping the -50..50 design box to a size-wide box centred on (cx, cy)."""
    t = f"translate({n(cx)},{n(cy)}) scale({size / 100:.4f})"
    return t + " rotate(180)" if flip else t


def rotate_half() -> str:
    return f"rotate(180,{n(CARD_W / 2)},{n(CARD_H / 2)})"


def star_points(cx, cy, r_out, r_in, count, start=-90.0):
    out = []
    for i in range(2 * count):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(start + i * 180.0 / count)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def clip_polygon(poly, x0, y0, x1, y1):
    """Sutherland-Hodgman clip of a convex polygon to an axis-aligned rectangle."""
    def clip(points, inside, cut):
        result = []
        for i, cur in enumerate(points):
            prev = points[i - 1]
            if inside(cur):
                if not inside(prev):
                    result.append(cut(prev, cur))
                result.append(cur)
            elif inside(prev):
                result.append(cut(prev, cur))
        return result

    def cut_x(xc):
        return lambda p, q: (xc, p[1] + (q[1] - p[1]) * (xc - p[0]) / (q[0] - p[0]))

    def cut_y(yc):
        return lambda p, q: (p[0] + (q[0] - p[0]) * (yc - p[1]) / (q[1] - p[1]), yc)

    poly = clip(poly, lambda p: p[0] >= x0, cut_x(x0)) if poly else poly
    poly = clip(poly, lambda p: p[0] <= x1, cut_x(x1)) if poly else poly
    poly = clip(poly, lambda p: p[1] >= y0, cut_y(y0)) if poly else poly
    poly = clip(poly, lambda p: p[1] <= y1, cut_y(y1)) if poly else poly
    return poly


def clip_diagonal(c, slope, x0, y0, x1, y1):
    """The segment of the line y = slope * x + c (slope +-1) inside the rectangle."""
    cand = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 - 1e-9 <= y <= y1 + 1e-9:
            cand.append((x, y))
    for y in (y0, y1):
        x = (y - c) / slope
        if x0 - 1e-9 <= x <= x1 + 1e-9:
            cand.append((x, y))
    if len(cand) < 2:
        return None
    cand.sort()
    a, b = cand[0], cand[-1]
    if abs(a[0] - b[0]) < 0.5:
        return None
    return a, b


# ---------------------------------------------------------------------------------------
# suit symbols, drawn in a -50..50 box

SUIT_SHAPES = {
    "H": '<path d="M0,46 C-6,36 -50,8 -50,-20 C-50,-38 -38,-48 -25,-48 C-12,-48 -4,-40 0,-30 '
         'C4,-40 12,-48 25,-48 C38,-48 50,-38 50,-20 C50,8 6,36 0,46 Z"/>',
    "D": '<path d="M0,-50 Q15,-22 40,0 Q15,22 0,50 Q-15,22 -40,0 Q-15,-22 0,-50 Z"/>',
    "S": '<path d="M0,-50 C8,-34 50,-14 50,12 C50,30 37,38 25,38 C14,38 7,33 3,26 '
         'C4,36 9,44 18,50 L-18,50 C-9,44 -4,36 -3,26 C-7,33 -14,38 -25,38 '
         'C-37,38 -50,30 -50,12 C-50,-14 -8,-34 0,-50 Z"/>',
    "C": '<circle cx="0" cy="-25" r="22"/><circle cx="-25" cy="10" r="22"/>'
         '<circle cx="25" cy="10" r="22"/><circle cx="0" cy="4" r="12"/>'
         '<path d="M-4,6 C-3,30 -8,42 -18,50 L18,50 C8,42 3,30 4,6 Z"/>',
}


def suit_symbol(suit, cx, cy, size, fill, flip=False) -> str:
    return group(SUIT_SHAPES[suit], place(cx, cy, size, flip), fill=fill)


# ---------------------------------------------------------------------------------------
# emblems, drawn in a -50..50 box


def emblem_crown(gold="#d4a017", dark="#6b4e00", jewel1="#c8102e", jewel2="#1f4e9c") -> str:
    return (
        f'<polygon points="-40,12 -47,-28 -22,-4 0,-38 22,-4 47,-28 40,12" fill="{gold}" '
        f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<rect x="-42" y="10" width="84" height="18" rx="3" fill="{gold}" stroke="{dark}" '
        f'stroke-width="2.5"/>'
        f'<circle cx="-47" cy="-32" r="6" fill="{gold}" stroke="{dark}" stroke-width="2"/>'
        f'<circle cx="0" cy="-43" r="7" fill="{gold}" stroke="{dark}" stroke-width="2"/>'
        f'<circle cx="47" cy="-32" r="6" fill="{gold}" stroke="{dark}" stroke-width="2"/>'
        f'<circle cx="-24" cy="19" r="4.5" fill="{jewel2}"/>'
        f'<circle cx="0" cy="19" r="5" fill="{jewel1}"/>'
        f'<circle cx="24" cy="19" r="4.5" fill="{jewel2}"/>'
        f'<circle cx="0" cy="-8" r="5" fill="{jewel1}"/>'
    )


def emblem_tiara(metal="#b9c3cf", dark="#3b4a5e", pearl="#ffffff", jewel="#1f4e9c") -> str:
    pearls = []
    for i in range(9):
        a = math.radians(200 + i * 17.5)
        pearls.append(f'<circle cx="{n(44 * math.cos(a))}" cy="{n(30 + 44 * math.sin(a))}" '
                      f'r="5" fill="{pearl}" stroke="{dark}" stroke-width="1.5"/>')
    return (
        f'<path d="M-44,26 Q-40,-8 0,-18 Q40,-8 44,26 Q0,12 -44,26 Z" fill="{metal}" '
        f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        + "".join(pearls)
        + f'<polygon points="0,-44 9,-26 0,-8 -9,-26" fill="{jewel}" stroke="{dark}" '
          f'stroke-width="2"/>'
        f'<path d="M-46,26 Q0,10 46,26 L46,36 Q0,20 -46,36 Z" fill="{metal}" stroke="{dark}" '
        f'stroke-width="2.5"/>'
        f'<circle cx="0" cy="14" r="5" fill="{jewel}"/>'
    )


def emblem_horse(coat="#7a4a21", dark="#3a2008", mane="#2b1a0a", eye="#ffffff") -> str:
    return (
        f'<path d="M-26,48 L-22,18 C-28,-2 -24,-26 -6,-38 L-4,-50 L6,-40 C22,-38 36,-22 42,-4 '
        f'C45,5 40,12 31,12 C22,11 15,6 9,2 C10,16 22,30 30,48 Z" fill="{coat}" '
        f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M-6,-38 C-20,-30 -30,-10 -28,10 C-32,22 -30,36 -28,48 L-22,48 C-26,30 '
        f'-20,4 -12,-12 C-8,-22 -4,-30 -6,-38 Z" fill="{mane}"/>'
        f'<circle cx="14" cy="-20" r="4" fill="{eye}"/>'
        f'<circle cx="14" cy="-20" r="2" fill="{dark}"/>'
        f'<path d="M6,-18 L34,-2 M-2,-10 L30,8" stroke="{dark}" stroke-width="2" fill="none"/>'
    )


def emblem_cap(cloth="#7b2d8e", dark="#3a0f44", feather="#f2f2f2", band="#d4a017") -> str:
    return (
        f'<path d="M12,-10 C18,-36 36,-50 50,-50 C44,-38 34,-20 20,-6 Z" fill="{feather}" '
        f'stroke="{dark}" stroke-width="2"/>'
        f'<path d="M24,-14 C30,-28 38,-38 46,-46" stroke="{dark}" stroke-width="1.5" '
        f'fill="none"/>'
        f'<path d="M-36,18 C-36,-10 -20,-22 0,-22 C20,-22 36,-10 36,18 Z" fill="{cloth}" '
        f'stroke="{dark}" stroke-width="2.5"/>'
        f'<ellipse cx="0" cy="20" rx="48" ry="10" fill="{cloth}" stroke="{dark}" '
        f'stroke-width="2.5"/>'
        f'<rect x="-36" y="4" width="72" height="9" fill="{band}"/>'
    )


def emblem_star(fill="#d4a017", dark="#6b4e00") -> str:
    return (f'<polygon points="{pts(star_points(0, 0, 50, 21, 8))}" fill="{fill}" '
            f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>'
            f'<circle cx="0" cy="0" r="9" fill="#fbf5e3" stroke="{dark}" stroke-width="2"/>')


def emblem_sun() -> str:
    rays = []
    for i in range(12):
        a = math.radians(i * 30)
        b1, b2 = math.radians(i * 30 - 9), math.radians(i * 30 + 9)
        rays.append([(49 * math.cos(a), 49 * math.sin(a)), (28 * math.cos(b1), 28 * math.sin(b1)),
                     (28 * math.cos(b2), 28 * math.sin(b2))])
    return ("".join(f'<polygon points="{pts(r)}" fill="#e8a200" stroke="#8a5a00" '
                    f'stroke-width="1.5"/>' for r in rays)
            + '<circle cx="0" cy="0" r="28" fill="#f6c634" stroke="#8a5a00" stroke-width="2.5"/>'
            + '<circle cx="-9" cy="-6" r="3" fill="#8a5a00"/>'
            + '<circle cx="9" cy="-6" r="3" fill="#8a5a00"/>'
            + '<path d="M-11,8 Q0,17 11,8" stroke="#8a5a00" stroke-width="2.5" fill="none"/>')


def emblem_tree() -> str:
    return ('<rect x="-7" y="22" width="14" height="26" fill="#6b4423" stroke="#3a2008" '
            'stroke-width="2"/>'
            '<polygon points="0,-50 -26,-14 26,-14" fill="#3f8f3f" stroke="#1d4d1d" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<polygon points="0,-30 -34,6 34,6" fill="#3f8f3f" stroke="#1d4d1d" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<polygon points="0,-10 -42,26 42,26" fill="#3f8f3f" stroke="#1d4d1d" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<line x1="-30" y1="48" x2="30" y2="48" stroke="#3a2008" stroke-width="3"/>')


def emblem_tower() -> str:
    merlons = "".join(f'<rect x="{x}" y="-48" width="11" height="12" fill="#b49a74" '
                      f'stroke="#4a3a22" stroke-width="2"/>' for x in (-28, -11.5, 6, 17))
    return (merlons
            + '<rect x="-28" y="-38" width="56" height="86" fill="#b49a74" stroke="#4a3a22" '
              'stroke-width="2.5"/>'
            + '<path d="M-11,48 L-11,24 Q0,10 11,24 L11,48 Z" fill="#4a3a22"/>'
            + '<rect x="-5" y="-24" width="10" height="16" rx="5" fill="#4a3a22"/>'
            + '<line x1="-28" y1="0" x2="28" y2="0" stroke="#4a3a22" stroke-width="1.5"/>'
            + '<line x1="-28" y1="-38" x2="28" y2="-38" stroke="#4a3a22" stroke-width="1.5"/>')


def emblem_flower() -> str:
    petals = []
    for i in range(6):
        a = math.radians(i * 60 - 90)
        petals.append(f'<circle cx="{n(22 * math.cos(a))}" cy="{n(-8 + 22 * math.sin(a))}" '
                      f'r="15" fill="#d9587a" stroke="#7a1f3a" stroke-width="2"/>')
    return ('<path d="M0,10 C2,26 -2,38 0,50" stroke="#2f6f2f" stroke-width="4" fill="none"/>'
            '<path d="M0,38 C10,28 24,28 30,32 C22,40 10,42 0,38 Z" fill="#3f8f3f"/>'
            + "".join(petals)
            + '<circle cx="0" cy="-8" r="12" fill="#f6c634" stroke="#8a5a00" stroke-width="2"/>')


def emblem_bird() -> str:
    return ('<path d="M-46,6 C-32,-8 -12,-8 4,-2 L24,-18 C30,-26 40,-28 48,-26 L38,-16 '
            'C32,2 16,20 -10,20 C-26,20 -38,14 -46,6 Z" fill="#e9eef5" stroke="#3b4a5e" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<path d="M-12,0 C-8,-26 6,-42 22,-48 C20,-26 12,-8 2,0 Z" fill="#cfd9e6" '
            'stroke="#3b4a5e" stroke-width="2.5" stroke-linejoin="round"/>'
            '<circle cx="32" cy="-20" r="2.5" fill="#3b4a5e"/>'
            '<path d="M-46,6 L-50,20 L-36,12 Z" fill="#cfd9e6" stroke="#3b4a5e" '
            'stroke-width="2"/>'
            '<path d="M-20,36 C-6,30 6,42 20,36 M-36,46 C-22,40 -10,50 4,46" '
            'stroke="#1f4e9c" stroke-width="2.5" fill="none"/>')


def emblem_ship() -> str:
    return ('<line x1="0" y1="-48" x2="0" y2="18" stroke="#4a3a22" stroke-width="3"/>'
            '<polygon points="4,-44 38,10 4,10" fill="#f3ead2" stroke="#4a3a22" '
            'stroke-width="2" stroke-linejoin="round"/>'
            '<polygon points="-4,-36 -30,10 -4,10" fill="#f3ead2" stroke="#4a3a22" '
            'stroke-width="2" stroke-linejoin="round"/>'
            '<polygon points="0,-50 14,-45 0,-40" fill="#c8102e"/>'
            '<polygon points="-46,16 46,16 32,34 -32,34" fill="#8b5a2b" stroke="#4a3a22" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<path d="M-48,42 Q-36,34 -24,42 Q-12,50 0,42 Q12,34 24,42 Q36,50 48,42" '
            'stroke="#1f4e9c" stroke-width="3" fill="none"/>')


def emblem_cup_and_balls() -> str:
    return ('<polygon points="-24,0 24,0 14,42 -14,42" fill="#c9a227" stroke="#6b4e00" '
            'stroke-width="2.5" stroke-linejoin="round"/>'
            '<ellipse cx="0" cy="0" rx="24" ry="6" fill="#e6c65a" stroke="#6b4e00" '
            'stroke-width="2.5"/>'
            '<rect x="-18" y="42" width="36" height="6" rx="2" fill="#6b4e00"/>'
            '<circle cx="-28" cy="-22" r="9" fill="#c8102e" stroke="#5a0010" stroke-width="2"/>'
            '<circle cx="0" cy="-38" r="9" fill="#1f4e9c" stroke="#0d2450" stroke-width="2"/>'
            '<circle cx="28" cy="-22" r="9" fill="#2e7d32" stroke="#0f3d12" stroke-width="2"/>'
            '<path d="M-38,-4 Q-40,-30 -20,-44 M38,-4 Q40,-30 20,-44" stroke="#6b4e00" '
            'stroke-width="1.5" fill="none" stroke-dasharray="3,3"/>')


def emblem_moon(fill="#e8c547", dark="#6b4e00", stars=True) -> str:
    out = (f'<path d="M12,-44 A46,46 0 1 0 12,44 A46,46 0 0 1 12,-44 Z" fill="{fill}" '
           f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>')
    if stars:
        out += (f'<polygon points="{pts(star_points(32, -14, 12, 5, 5))}" fill="{fill}" '
                f'stroke="{dark}" stroke-width="1.5"/>'
                f'<polygon points="{pts(star_points(38, 20, 8, 3.4, 5))}" fill="{fill}" '
                f'stroke="{dark}" stroke-width="1.5"/>')
    return out


TRUMP_EMBLEMS = [emblem_star, emblem_sun, emblem_tree, emblem_tower, emblem_flower,
                 emblem_bird, emblem_ship]


# ---------------------------------------------------------------------------------------
# deck styles


CLASSIC = {
    "name": "classic",
    "suit_colour": {"H": "#c8102e", "D": "#c8102e", "S": "#161616", "C": "#161616"},
    "face": "#ffffff",
    "border": "#3a3a3a",
    "border_w": 2.0,
    "radius": 12.0,
    "index_font": SERIF,
    "index_size": 30.0,
    "index_x": 23.0,
    "index_base": 41.0,
    "index_maxw": 34.0,
    "index_sym_y": 57.0,
    "index_sym": 22.0,
    "pip": 38.0,
    "pip_cols": (74.0, 120.0, 166.0),
    "pip_rows": (82.0, 293.0),
    "ace_pip": 84.0,
    "whist_ace_pip": 112.0,
    "court_panel": (48.0, 20.0, 144.0, 335.0),
    "court_font": SERIF,
    "court_letter": 124.0,
    "court_base": 238.0,
    "court_emblem": (78.0, 80.0),
    "court_sym": (292.0, 64.0),
    "court_frames": {
        "K": ("#b8860b", "#fff6dc"),
        "Q": ("#1f4e9c", "#eef3fc"),
        "C": ("#2e7d32", "#edf7ee"),
        "J": ("#7b2d8e", "#f7eefa"),
    },
    "trump_face": "#fbf5e3",
    "trump_band": "#7a1f2b",
    "trump_ink": "#2a1a10",
    "trump_font": SERIF,
    "back_field": "#1b2c5c",
    "back_lattice": "#6f8fd8",
    "back_dot": "#e0c060",
    "back_step": 20.0,
    "high_contrast": False,
}

HIGH_CONTRAST = {
    "name": "high-contrast",
    "suit_colour": {"H": "#d00000", "D": "#0038b8", "S": "#000000", "C": "#00782a"},
    "face": "#ffffff",
    "border": "#000000",
    "border_w": 5.0,
    "radius": 12.0,
    "index_font": SANS,
    "index_size": 56.0,
    "index_x": 37.0,
    "index_base": 63.0,
    "index_maxw": 56.0,
    "index_sym_y": 100.0,
    "index_sym": 42.0,
    "pip": 37.0,
    "pip_cols": (90.0, 120.0, 150.0),
    "pip_rows": (62.0, 313.0),
    "ace_pip": 80.0,
    "whist_ace_pip": 92.0,
    "court_panel": (74.0, 14.0, 92.0, 347.0),
    "court_font": SANS,
    "court_letter": 88.0,
    "court_base": 222.0,
    "court_emblem": (66.0, 60.0),
    "court_sym": (292.0, 56.0),
    "court_frames": {
        "K": ("#000000", "#ffffff"),
        "Q": ("#000000", "#ffffff"),
        "C": ("#000000", "#ffffff"),
        "J": ("#000000", "#ffffff"),
    },
    "trump_face": "#ffffff",
    "trump_band": "#4a0d1a",
    "trump_ink": "#000000",
    "trump_font": SANS,
    "back_field": "#0a2a66",
    "back_lattice": "#ffffff",
    "back_dot": "#ffd23c",
    "back_step": 30.0,
    "high_contrast": True,
}


# ---------------------------------------------------------------------------------------
# card parts


def card_base(st, face=None) -> str:
    bw = st["border_w"]
    r = st["radius"]
    return (f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="{n(r)}" ry="{n(r)}" '
            f'fill="{face or st["face"]}"/>'
            f'<rect x="{n(bw / 2)}" y="{n(bw / 2)}" width="{n(CARD_W - bw)}" '
            f'height="{n(CARD_H - bw)}" rx="{n(r - bw / 2)}" ry="{n(r - bw / 2)}" fill="none" '
            f'stroke="{st["border"]}" stroke-width="{n(bw)}"/>')


def corner_index(st, label, suit) -> str:
    """Rank and suit at top-left, repeated upside down at bottom-right."""
    colour = st["suit_colour"][suit]
    base = st["index_base"] - (st["index_size"] * 0.1 if label == "J" else 0.0)
    one = (text(label, st["index_x"], base, st["index_size"], st["index_font"],
                colour, maxw=st["index_maxw"], min_sx=0.7)
           + suit_symbol(suit, st["index_x"], st["index_sym_y"], st["index_sym"], colour))
    return one + group(one, rotate_half())


PIP_LAYOUT = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3),
        (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3),
         (0, 5 / 6), (-1, 1), (1, 1)],
}


def pip_card(st, suit, pip) -> str:
    colour = st["suit_colour"][suit]
    parts = [card_base(st), corner_index(st, str(pip), suit)]
    if pip == 1:
        size = st["ace_pip"]
        if not st["high_contrast"]:
            parts.append(f'<circle cx="120" cy="187.5" r="{n(size * 0.72)}" fill="none" '
                         f'stroke="{colour}" stroke-width="1.2"/>')
        parts.append(suit_symbol(suit, 120, 187.5, size, colour))
    else:
        y0, y1 = st["pip_rows"]
        cols = st["pip_cols"]
        for col, frac in PIP_LAYOUT[pip]:
            x = cols[col + 1]
            y = y0 + (y1 - y0) * frac
            parts.append(suit_symbol(suit, x, y, st["pip"], colour, flip=frac > 0.5))
    return "".join(parts)


def whist_ace(st, suit) -> str:
    colour = st["suit_colour"][suit]
    size = st["whist_ace_pip"]
    parts = [card_base(st), corner_index(st, "A", suit)]
    if st["high_contrast"]:
        parts.append(f'<circle cx="120" cy="187.5" r="{n(size * 0.68)}" fill="none" '
                     f'stroke="{colour}" stroke-width="4"/>')
        parts.append(suit_symbol(suit, 120, 187.5, size * 0.85, colour))
        return "".join(parts)
    r1, r2 = size * 0.74, size * 0.80
    parts.append(f'<circle cx="120" cy="187.5" r="{n(r2)}" fill="none" stroke="{colour}" '
                 f'stroke-width="2.5"/>')
    parts.append(f'<circle cx="120" cy="187.5" r="{n(r1)}" fill="none" stroke="{colour}" '
                 f'stroke-width="1"/>')
    for i in range(12):
        a = math.radians(i * 30 + 15)
        r = (r1 + r2) / 2 + 9
        parts.append(f'<circle cx="{n(120 + r * math.cos(a))}" cy="{n(187.5 + r * math.sin(a))}" '
                     f'r="2.6" fill="{colour}"/>')
    parts.append(suit_symbol(suit, 120, 187.5, size, colour))
    return "".join(parts)


COURT_EMBLEMS = {"K": emblem_crown, "Q": emblem_tiara, "C": emblem_horse, "J": emblem_cap}


def court_card(st, suit, face) -> str:
    colour = st["suit_colour"][suit]
    frame, tint = st["court_frames"][face]
    px, py, pw, ph = st["court_panel"]
    parts = [card_base(st), corner_index(st, face, suit)]
    hc = st["high_contrast"]
    fw = 4.0 if hc else 3.0
    parts.append(f'<rect x="{n(px)}" y="{n(py)}" width="{n(pw)}" height="{n(ph)}" rx="6" '
                 f'fill="{tint}" stroke="{frame}" stroke-width="{n(fw)}"/>')
    if not hc:
        parts.append(f'<rect x="{n(px + 6)}" y="{n(py + 6)}" width="{n(pw - 12)}" '
                     f'height="{n(ph - 12)}" rx="3" fill="none" stroke="{frame}" '
                     f'stroke-width="1"/>')
        for cx, cy, flip in ((px + 16, py + 17, False), (px + pw - 16, py + 17, False),
                             (px + 16, py + ph - 17, True), (px + pw - 16, py + ph - 17, True)):
            parts.append(suit_symbol(suit, cx, cy, 13, colour, flip))
    ey, es = st["court_emblem"]
    if hc:
        ink = "#000000"
        emblem = {
            "K": emblem_crown(gold="#ffffff", dark=ink, jewel1=ink, jewel2=ink),
            "Q": emblem_tiara(metal="#ffffff", dark=ink, pearl="#ffffff", jewel=ink),
            "C": emblem_horse(coat="#ffffff", dark=ink, mane=ink, eye=ink),
            "J": emblem_cap(cloth="#ffffff", dark=ink, feather="#ffffff", band=ink),
        }[face]
    else:
        emblem = COURT_EMBLEMS[face]()
    parts.append(group(emblem, place(120, ey, es)))
    size = st["court_letter"]
    base = st["court_base"]
    maxw = pw - 16
    if face == "J":
        base -= size * 0.12  # the J descends below the baseline
    if not hc:
        parts.append(text(face, 123, base + 3, size, st["court_font"], "#d8cfb8", maxw=maxw))
    parts.append(text(face, 120, base, size, st["court_font"], colour, maxw=maxw))
    sy, ss = st["court_sym"]
    parts.append(suit_symbol(suit, 120, sy, ss, colour))
    return "".join(parts)


# ---------------------------------------------------------------------------------------
# trumps


GOLD = "url(#gold)"


def trump_frame(st, honour) -> str:
    """Band border and ivory face of a trump."""
    bw = st["border_w"]
    r = st["radius"]
    band = GOLD if honour else st["trump_band"]
    inset = 12.0 if st["high_contrast"] else 11.0
    out = [f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="{n(r)}" ry="{n(r)}" '
           f'fill="{band}"/>']
    if honour and not st["high_contrast"]:
        # a second, darker gold rule inside the gold band
        out.append(f'<rect x="5" y="5" width="{CARD_W - 10}" height="{CARD_H - 10}" rx="8" '
                   f'fill="none" stroke="#8a6a10" stroke-width="1.2"/>')
    elif not honour and not st["high_contrast"]:
        out.append(f'<rect x="5" y="5" width="{CARD_W - 10}" height="{CARD_H - 10}" rx="8" '
                   f'fill="none" stroke="#d9b44a" stroke-width="1"/>')
    out.append(f'<rect x="{n(inset)}" y="{n(inset)}" width="{n(CARD_W - 2 * inset)}" '
               f'height="{n(CARD_H - 2 * inset)}" rx="6" fill="{st["trump_face"]}" '
               f'stroke="{"#6b4e00" if honour else st["trump_ink"]}" stroke-width="1"/>')
    out.append(f'<rect x="{n(bw / 2)}" y="{n(bw / 2)}" width="{n(CARD_W - bw)}" '
               f'height="{n(CARD_H - bw)}" rx="{n(r - bw / 2)}" ry="{n(r - bw / 2)}" '
               f'fill="none" stroke="{st["border"]}" stroke-width="{n(bw)}"/>')
    return "".join(out)


def trump_corners(st, content) -> str:
    return content + group(content, rotate_half())


def trump_card(st, number) -> str:
    """number 1..21, or 22 for the Sküs."""
    hc = st["high_contrast"]
    honour = number in (1, 21, 22)
    ink = st["trump_ink"]
    font = st["trump_font"]
    band = st["trump_band"]
    parts = [trump_frame(st, honour)]
    if number == 22:
        return "".join(parts) + (skus_hc(st) if hc else skus_classic(st))
    numeral = ROMAN[number]
    if hc:
        parts.append(trump_corners(st, text(numeral, 22, 66, 50, font, ink, anchor="start",
                                            maxw=118, min_sx=0.72)))
        parts.append(text(numeral, 120, 218, 124, font, ink, maxw=192, min_sx=0.72))
        parts.append(f'<circle cx="120" cy="270" r="27" fill="{band if not honour else GOLD}" '
                     f'stroke="{ink}" stroke-width="2"/>')
        parts.append(text(str(number), 120, 270 + 0.729 * 30 / 2, 30, SANS,
                          "#ffffff" if not honour else ink, maxw=44))
        if honour:
            caption = "PAGAT" if number == 1 else "MOND"
            parts.append(text(caption, 120, 112, 30, SANS, ink, maxw=150))
            if number == 21:
                parts.append(group(emblem_moon(fill="#ffd23c", dark=ink, stars=False),
                                   place(190, 270, 40)))
        return "".join(parts)
    # classic
    corner = text(numeral, 21, 50, 31, font, ink, anchor="start", maxw=96)
    parts.append(trump_corners(st, corner))
    # centre panel
    pan_stroke = "#8a6a10" if honour else band
    parts.append(f'<rect x="32" y="72" width="176" height="231" rx="10" fill="#f4ead0" '
                 f'stroke="{pan_stroke}" stroke-width="2"/>')
    parts.append('<rect x="37" y="77" width="166" height="221" rx="7" fill="none" '
                 f'stroke="{pan_stroke}" stroke-width="0.8"/>')
    parts.append(text(numeral, 120, 146, 62, font, band if not honour else "#5a4000", maxw=156))
    parts.append(f'<line x1="58" y1="162" x2="182" y2="162" stroke="{pan_stroke}" '
                 f'stroke-width="1.2"/>')
    if number == 1:
        emblem, caption = emblem_cup_and_balls(), "PAGAT"
    elif number == 21:
        emblem, caption = emblem_moon(), "MOND"
    else:
        emblem, caption = TRUMP_EMBLEMS[(number - 2) % len(TRUMP_EMBLEMS)](), None
    if caption:
        parts.append(group(emblem, place(120, 221, 84)))
        parts.append(text(caption, 120, 288, 19, SERIF, "#5a4000", maxw=140))
    else:
        parts.append(group(emblem, place(120, 230, 96)))
    return "".join(parts)


def harlequin(x0, y0, x1, y1, w, h, colours) -> str:
    """A field of diamonds (w x h) in rotating colours, clipped to the rectangle."""
    out = []
    rows = int((y1 - y0) / (h / 2)) + 3
    cols = int((x1 - x0) / w) + 3
    for j in range(-1, rows):
        cy = y0 + j * h / 2
        shift = (j % 2) * w / 2
        for i in range(-1, cols):
            cx = x0 + i * w + shift
            poly = [(cx, cy - h / 2), (cx + w / 2, cy), (cx, cy + h / 2), (cx - w / 2, cy)]
            poly = clip_polygon(poly, x0, y0, x1, y1)
            if len(poly) < 3:
                continue
            colour = colours[(2 * i + j) % len(colours)]
            out.append(f'<polygon points="{pts(poly)}" fill="{colour}"/>')
    return "".join(out)


def skus_classic(st) -> str:
    parts = []
    corner = (f'<polygon points="{pts(star_points(36, 40, 18, 7.5, 5))}" fill="#d4a017" '
              f'stroke="#5a4000" stroke-width="1.5" stroke-linejoin="round"/>'
              + text("SKÜS", 36, 76, 13, SERIF, "#5a4000", maxw=44))
    parts.append(trump_corners(st, corner))
    x0, y0, x1, y1 = 40.0, 84.0, 200.0, 262.0
    parts.append(harlequin(x0, y0, x1, y1, 40, 44,
                           ["#c8102e", "#f2c230", "#2e7d32", "#1f4e9c"]))
    # diamond outlines over the field
    parts.append(f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" '
                 f'fill="none" stroke="#5a4000" stroke-width="3"/>')
    parts.append(f'<circle cx="120" cy="173" r="40" fill="#fbf5e3" stroke="#5a4000" '
                 f'stroke-width="2.5"/>')
    parts.append(f'<polygon points="{pts(star_points(120, 175, 34, 14, 5))}" fill="#d4a017" '
                 f'stroke="#5a4000" stroke-width="2" stroke-linejoin="round"/>')
    parts.append(text("SKÜS", 120, 300, 34, SERIF, "#5a4000", maxw=150))
    return "".join(parts)


def skus_hc(st) -> str:
    ink = st["trump_ink"]
    parts = []
    corner = (f'<polygon points="{pts(star_points(48, 50, 30, 12.5, 5))}" fill="#ffd23c" '
              f'stroke="{ink}" stroke-width="3" stroke-linejoin="round"/>')
    parts.append(trump_corners(st, corner))
    parts.append(f'<polygon points="{pts(star_points(120, 170, 66, 27, 5))}" fill="#ffd23c" '
                 f'stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>')
    parts.append(text("SKÜS", 120, 282, 52, SANS, ink, maxw=180))
    return "".join(parts)


# ---------------------------------------------------------------------------------------
# back


def back_card(st) -> str:
    hc = st["high_contrast"]
    bw = st["border_w"]
    r = st["radius"]
    field = st["back_field"]
    parts = [f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="{n(r)}" ry="{n(r)}" '
             f'fill="{field}"/>']
    m = 14.0 if not hc else 16.0
    x0, y0, x1, y1 = m, m, CARD_W - m, CARD_H - m
    parts.append(f'<rect x="{n(x0 - 5)}" y="{n(y0 - 5)}" width="{n(x1 - x0 + 10)}" '
                 f'height="{n(y1 - y0 + 10)}" rx="6" fill="none" stroke="#ffffff" '
                 f'stroke-width="{3 if hc else 1.5}"/>')
    step = st["back_step"]
    lw = 2.2 if hc else 1.2
    lines = []
    cx0, cy0 = CARD_W / 2, CARD_H / 2
    # diagonals through the card centre, both directions
    k_max = int((CARD_W + CARD_H) / step) + 2
    for k in range(-k_max, k_max + 1):
        for slope in (1, -1):
            c = cy0 - slope * cx0 + k * step
            seg = clip_diagonal(c, slope, x0, y0, x1, y1)
            if seg:
                (ax, ay), (bx, by) = seg
                lines.append(f"M{n(ax)},{n(ay)} L{n(bx)},{n(by)}")
    parts.append(f'<path d="{" ".join(lines)}" fill="none" stroke="{st["back_lattice"]}" '
                 f'stroke-width="{n(lw)}"/>')
    # dots on the lattice crossings
    dots = []
    half = step / 2
    j_max = int(CARD_H / half) + 2
    for j in range(-j_max, j_max + 1):
        for i in range(-j_max, j_max + 1):
            if (i + j) % 2:
                continue
            x = cx0 + i * half
            y = cy0 + j * half
            if x0 + 3 <= x <= x1 - 3 and y0 + 3 <= y <= y1 - 3:
                dots.append(f'<circle cx="{n(x)}" cy="{n(y)}" r="{2.6 if hc else 1.8}"/>')
    parts.append(group(dots, fill=st["back_dot"]))
    parts.append(f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" '
                 f'fill="none" stroke="#ffffff" stroke-width="{2 if hc else 1}"/>')
    # central medallion
    parts.append(f'<ellipse cx="120" cy="187.5" rx="52" ry="70" fill="{field}" '
                 f'stroke="#ffffff" stroke-width="{4 if hc else 2.5}"/>')
    parts.append(f'<ellipse cx="120" cy="187.5" rx="44" ry="62" fill="none" '
                 f'stroke="{st["back_dot"]}" stroke-width="{2 if hc else 1.2}"/>')
    parts.append(f'<polygon points="{pts(star_points(120, 187.5, 34, 13, 8, -90))}" '
                 f'fill="{st["back_dot"]}" stroke="#ffffff" stroke-width="1.2" '
                 f'stroke-linejoin="round"/>')
    parts.append(f'<circle cx="120" cy="187.5" r="8" fill="{field}" stroke="#ffffff" '
                 f'stroke-width="1.5"/>')
    parts.append(f'<rect x="{n(bw / 2)}" y="{n(bw / 2)}" width="{n(CARD_W - bw)}" '
                 f'height="{n(CARD_H - bw)}" rx="{n(r - bw / 2)}" ry="{n(r - bw / 2)}" '
                 f'fill="none" stroke="{"#000000" if hc else "#0c1633"}" '
                 f'stroke-width="{n(bw)}"/>')
    return "".join(parts)


# ---------------------------------------------------------------------------------------
# document


def card_ids_in_rows():
    """The grid: two rows of trumps (plus the back), then one row per suit."""
    trumps = [f"T{i}" for i in range(1, 22)] + ["SKUS", "back"]
    rows = [trumps[:COLUMNS], trumps[COLUMNS:]]
    for s in SUITS:
        rows.append([f"{s}{f}" for f in FACES] + [f"{s}{p}" for p in range(1, 11)] + [f"{s}A"])
    return rows


def card_body(st, cid) -> str:
    if cid == "back":
        return back_card(st)
    if cid == "SKUS":
        return trump_card(st, 22)
    if cid.startswith("T"):
        return trump_card(st, int(cid[1:]))
    suit, rank = cid[0], cid[1:]
    if rank == "A":
        return whist_ace(st, suit)
    if rank in FACES:
        return court_card(st, suit, rank)
    return pip_card(st, suit, int(rank))


def build(st) -> str:
    rows = card_ids_in_rows()
    width = GAP + COLUMNS * (CARD_W + GAP)
    height = GAP + len(rows) * (CARD_H + GAP)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<!-- tarokdesk "{st["name"]}" deck. Generated by tools/make_deck.py; do not edit. -->\n',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n',
        f'<title>tarokdesk {st["name"]} deck</title>\n',
        '<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#f8e7a0"/><stop offset="0.35" stop-color="#d4a72c"/>'
        '<stop offset="0.6" stop-color="#f3d77a"/><stop offset="1" stop-color="#a67c1a"/>'
        '</linearGradient></defs>\n',
    ]
    for r, row in enumerate(rows):
        for c, cid in enumerate(row):
            x = GAP + c * (CARD_W + GAP)
            y = GAP + r * (CARD_H + GAP)
            out.append(f'<g id="{cid}" transform="translate({x},{y})">{card_body(st, cid)}</g>\n')
    out.append("</svg>\n")
    return "".join(out)


def main(argv=None) -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = os.path.join(root, "assets", "decks")
    os.makedirs(out_dir, exist_ok=True)
    for st in (CLASSIC, HIGH_CONTRAST):
        path = os.path.join(out_dir, f"{st['name']}.svg")
        data = build(st).encode("utf-8")
        with open(path, "wb") as fh:
            fh.write(data)
        print(f"{os.path.relpath(path, root)}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
