"""Write the application icon: assets/icons/tarokdesk.svg and PNGs of the usual sizes
(rendered with QtSvg). Run: python tools/make_icons.py"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect x="8" y="8" width="240" height="240" rx="44" fill="#1f6b3a"/>
  <g transform="rotate(-16 128 150)">
    <rect x="58" y="46" width="96" height="150" rx="12" fill="#f4efe1" stroke="#7a1f2b" stroke-width="6"/>
    <text x="84" y="110" font-family="DejaVu Serif" font-weight="bold" font-size="58"
          text-anchor="middle" fill="#7a1f2b">I</text>
  </g>
  <g transform="rotate(14 128 150)">
    <rect x="104" y="40" width="96" height="150" rx="12" fill="#fffdf6" stroke="#caa84a" stroke-width="7"/>
    <text x="152" y="136" font-family="DejaVu Serif" font-weight="bold" font-size="50"
          text-anchor="middle" fill="#7a1f2b">XXI</text>
    <path d="M152 150 a22 22 0 1 0 0.1 0 M160 152 a16 16 0 1 1 -0.1 0" fill="#caa84a"/>
  </g>
</svg>
"""


def main() -> None:
    from PySide6.QtCore import QByteArray, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "tarokdesk.svg").write_text(SVG, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(SVG.encode()))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(ICONS / f"tarokdesk-{size}.png"))
    del app
    print(f"icons written to {ICONS}")


if __name__ == "__main__":
    main()
