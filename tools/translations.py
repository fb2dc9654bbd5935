"""Keep the translation catalogues in step with the code, then compile them.

    python tools/translations.py          # update assets/i18n/*.ts, compile *.qm
    python tools/translations.py --check  # exit 1 if a text lacks a translation

The texts are collected from tarokdesk/gui (self.tr, translate, QT_TRANSLATE_NOOP, `plural`
and the modules' `t` helpers), plus what the core and the players supply in English and the
table shows translated: refusal templates and the rules they enforce, lead conventions, the variants' option labels, their
summaries, the explanations and log sentences of their own choices and their glossaries, and
the words of every advice code of the players (players/advice_words.py), so that --check fails
while a code lacks its German words. Texts with `%n` (from `plural`) get Qt's numerus forms, in
German and in a small English catalogue of plural forms only. Existing translations are kept;
new texts are added unfinished. Compiling uses Qt's lrelease from the PySide6 wheel.
"""

from __future__ import annotations

import ast
import re
from importlib import import_module
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "tarokdesk" / "gui"
I18N = ROOT / "assets" / "i18n"
LANGUAGES = {"de": "de_DE", "en": "en_GB"}
PLURALS_ONLY = {"en"}  # English needs a catalogue only for its plural forms
HELPER_CONTEXTS = {"words.py": "Words", "result.py": "Result", "story.py": "Result",
                   "talk.py": "Table", "choice_tips.py": "Tips"}  # `t(...)`
NUMERUS = "%n"


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
                elif name == "plural" and len(args) >= 2:
                    add(_literal(args[0]) or "", _literal(args[1]))
                elif name == "t" and context is None and args and path.name in HELPER_CONTEXTS:
                    add(HELPER_CONTEXTS[path.name], _literal(args[0]))
    sys.path.insert(0, str(ROOT))
    from tarokdesk.core.refusals import SUIT_WORDS, TEMPLATES
    from tarokdesk.core.variant import all_variants
    from tarokdesk.gui.words import RULE_WORDS
    from tarokdesk.players.advice_words import EDITORIAL, WORDS
    from tarokdesk.players.conventions import CONVENTIONS

    all_variants()  # blocks and variants register their refusal texts on import (C7)
    import_module("tarokdesk.net.protocol")  # and the table protocol its own
    for template in [*TEMPLATES.values(), *RULE_WORDS.values()]:
        add("Refusals", template)
    for word in SUIT_WORDS.values():
        add("Words", word)
    for convention in CONVENTIONS.values():
        add("Conventions", convention.meaning)
    for _, cls in sorted(all_variants().items()):
        presentation = cls.presentation
        for term in presentation.terms.values():
            add("Words", term)
        for option in cls.options.values():
            for text in (option.label, *option.value_labels, option.explain):
                add("Options", text)
        for text in (cls.name, presentation.summary, presentation.distinction,
                     *presentation.explain.values(), *presentation.acts.values(),
                     *presentation.glossary.values()):
            add("Variants", text)
    for text in [*(words.text for words in WORDS.values()), EDITORIAL]:
        add("Hints", text)
    return found


def read_ts(path: Path) -> dict[tuple[str, str], str | tuple[str, ...]]:
    """(context, source) -> translation; a tuple of forms for a `%n` text."""
    if not path.exists():
        return {}
    known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                continue
            forms = tuple(form.text for form in translation.iter("numerusform"))
            text = forms if message.get("numerus") == "yes" else translation.text
            if text and all(text):
                known[(name, message.findtext("source"))] = text
    return known


def wanted(code: str, texts: dict[str, list[str]]) -> dict[str, list[str]]:
    """The texts a language's catalogue holds: all, or only the plural ones."""
    if code not in PLURALS_ONLY:
        return texts
    plural = {c: [s for s in sources if NUMERUS in s] for c, sources in texts.items()}
    return {c: sources for c, sources in plural.items() if sources}


def write_ts(path: Path, language: str, texts: dict[str, list[str]],
             known: dict[tuple[str, str], str | tuple[str, ...]]) -> list[tuple[str, str]]:
    root = ET.Element("TS", version="2.1", language=language)
    missing = []
    for context, sources in sorted(texts.items()):
        node = ET.SubElement(root, "context")
        ET.SubElement(node, "name").text = context
        for source in sources:
            message = ET.SubElement(node, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            text = known.get((context, source))
            if NUMERUS in source:
                message.set("numerus", "yes")
                for form in text if isinstance(text, tuple) else ("", ""):
                    ET.SubElement(translation, "numerusform").text = form
            elif isinstance(text, str):
                translation.text = text
            if text is None:
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
        texts_here = wanted(code, texts)
        if check:
            missing = [(c, s) for c, sources in texts_here.items() for s in sources
                       if (c, s) not in known]
        else:
            missing = write_ts(ts, language, texts_here, known)
            subprocess.run([str(lrelease()), "-silent", str(ts), "-qm",
                            str(I18N / f"tarokdesk_{code}.qm")], check=True)
        for context, source in missing:
            print(f"{code}: untranslated [{context}] {source!r}")
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
