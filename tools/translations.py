"""Keep the translation catalogues in step with the code, then compile them.

    python tools/translations.py          # update assets/i18n/*.ts, compile *.qm
    python tools/translations.py --check  # exit 1 if a text lacks a translation

The texts are collected from tarokdesk/gui (self.tr, translate, QT_TRANSLATE_NOOP and the
modules' `t` helpers), plus the core's refusal templates and the lead conventions, which the
table shows translated. Existing translations are kept; new texts are added unfinished.
Compiling uses Qt's lrelease from the PySide6 wheel.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "tarokdesk" / "gui"
I18N = ROOT / "assets" / "i18n"
LANGUAGES = {"de": "de_DE"}
HELPER_CONTEXTS = {"words.py": "Words", "result.py": "Result", "talk.py": "Table"}  # `t(...)`


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract() -> dict[str, list[str]]:
    """context -> source texts, in order of appearance."""
    found: dict[str, list[str]] = {}

    def add(context: str, text: str | None) -> None:
        if text and text not in found.setdefault(context, []):
            found[context].append(text)

    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls_or_mod in [tree] + [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            context = cls_or_mod.name if isinstance(cls_or_mod, ast.ClassDef) else None
            for node in ast.walk(cls_or_mod):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                args = node.args
                if name == "tr" and context and isinstance(func, ast.Attribute) and args:
                    add(context, _literal(args[0]))
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 \
                        and context is None:
                    add(_literal(args[0]) or "", _literal(args[1]))
                elif name == "t" and context is None and args and path.name in HELPER_CONTEXTS:
                    add(HELPER_CONTEXTS[path.name], _literal(args[0]))
    sys.path.insert(0, str(ROOT))
    from tarokdesk.core.refusals import SUIT_WORDS, TEMPLATES
    from tarokdesk.players.conventions import CONVENTIONS

    for template in TEMPLATES.values():
        add("Refusals", template)
    for word in SUIT_WORDS.values():
        add("Words", word)
    for convention in CONVENTIONS.values():
        add("Conventions", convention.meaning)
    return found


def read_ts(path: Path) -> dict[tuple[str, str], str]:
    if not path.exists():
        return {}
    known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text and \
                    translation.get("type") != "unfinished":
                known[(name, message.findtext("source"))] = translation.text
    return known


def write_ts(path: Path, language: str, texts: dict[str, list[str]],
             known: dict[tuple[str, str], str]) -> list[tuple[str, str]]:
    root = ET.Element("TS", version="2.1", language=language)
    missing = []
    for context, sources in sorted(texts.items()):
        node = ET.SubElement(root, "context")
        ET.SubElement(node, "name").text = context
        for source in sources:
            message = ET.SubElement(node, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            if (context, source) in known:
                translation.text = known[(context, source)]
            else:
                translation.set("type", "unfinished")
                missing.append((context, source))
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return missing


def lrelease() -> Path:
    import PySide6

    folder = Path(list(PySide6.__path__)[0])
    for name in ("lrelease", "lrelease.exe", "Qt/bin/lrelease", "Qt/libexec/lrelease"):
        if (folder / name).exists():
            return folder / name
    raise SystemExit("lrelease not found in the PySide6 installation")


def main() -> int:
    check = "--check" in sys.argv
    texts = extract()
    status = 0
    for code, language in LANGUAGES.items():
        ts = I18N / f"tarokdesk_{code}.ts"
        known = read_ts(ts)
        if check:
            missing = [(c, s) for c, sources in texts.items() for s in sources
                       if (c, s) not in known]
        else:
            missing = write_ts(ts, language, texts, known)
            subprocess.run([str(lrelease()), "-silent", str(ts), "-qm",
                            str(I18N / f"tarokdesk_{code}.qm")], check=True)
        for context, source in missing:
            print(f"{code}: untranslated [{context}] {source!r}")
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
