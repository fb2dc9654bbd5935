#!/usr/bin/env python3
"""The rule files' strategy items and where the code and the tests cite them: a draft of
docs/conventions.md, one table per "Strategy and conventions" section.

Run from the project root:

    python tools/conventions_table.py > /tmp/conventions-draft.md

Each item is named as the players cite it in `Advice.items` ("K14", "Danish 2",
"Strohmann 7"): a section's prefix (`SECTIONS`) and the item's number; a section without
numbered items is one item named by its prefix. The draft lists, for each item, the functions
whose code cites it (an item string, a range such as "K22-27", or in a variant's module a
comment "Strategy n") and the test functions that check it (an id the test asserts is cited,
or the test's name, such as test_k14_...). It is a draft: the citations found are leads, and
docs/conventions.md says for each item where it is implemented and which test shows it, or
why it is left out (tests/test_conventions_doc.py checks that it names every item)."""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "assets" / "rules"

SECTIONS = {
    ("00-general.md", 0): "General",
    ("tapp-tarok.md", 0): "T",
    ("tarok-mit-blocks.md", 0): "Blocks",
    ("steyerisch-tarok.md", 0): "Steyerisch",
    ("koenigrufen.md", 0): "K",
    ("neunzehnerrufen.md", 0): "N",
    ("neunzehnerrufen-seed002.md", 0): "Rufen-II",
    ("strohmann-tarok.md", 0): "Strohmann",
    ("zwoelfer-tarok.md", 0): "Zwölfer",
    ("ungarisch-tarok.md", 0): "Ungarisch",
    ("paskiewitsch.md", 0): "Z",
    ("grosstarok.md", 0): "G",
    ("tarok-lhombre.md", 0): "L",
    ("tarok-unter-vieren.md", 0): "Unter-Vieren",
    ("tarok-tappen-1821.md", 0): "Tappen",
    ("tarok-tappen-1821.md", 1): "Tappen-42",
    ("danish-tarok.md", 0): "D",
    ("danish-tarok-four.md", 0): "Danish",
    ("danish-tarok-four.md", 1): "Quadrille",
    ("danish-taroc-en-deux.md", 0): "Taroc-en-deux",
    ("whist.md", 0): "Whist",
    ("whist-variants.md", 0): "Whist-en-cinq",
    ("whist-variants.md", 1): "Whist-en-trois",
    ("whist-variants.md", 2): "Whist-en-trois-four",
    ("whist-variants.md", 3): "Whist-en-deux",
    ("whist-variants.md", 4): "Cayenne",
    ("whist-variants.md", 5): "Short-Whist",
}
"""The prefix of each "Strategy and conventions" section's items, by file and the section's
place among that file's strategy sections. Letters are the players' citations of Ulmann's
chapters (Z: the Twenty game, Paskiewitsch); a word and a number is a chapter's game."""

WHIST_CONVENTIONS = "whist-conventions.md"
"""The Whist book's conventions: the file is one strategy section whose items carry their own
ids (W1, S1, C1, N1, the dummy's D1) and the lead procedure's steps (P1-P7)."""

WORD_PREFIX = re.compile(r"[A-Z][a-z]")


@dataclass
class Item:
    id: str
    gist: str
    line: int


@dataclass
class Section:
    file: str
    title: str
    prefix: str
    items: list[Item] = field(default_factory=list)

    @property
    def key(self) -> str:
        """How docs/conventions.md heads this section's table."""
        return f"{self.file} ({self.prefix})" if self.prefix else self.file


def item_id(prefix: str, number: str) -> str:
    """A letter prefix joins its number ("K14"); a word is followed by a space ("Danish 2")."""
    return f"{prefix} {number}" if WORD_PREFIX.match(prefix) else f"{prefix}{number}"


def gist(text: str) -> str:
    """The item's first sentence, without its source lines and markup, in a few words."""
    words = re.sub(r"\*\*|\[(?:book|derived|inference)[^]]*\]|\((?:[KTSB]|lines? [^)]*|L\d[^)]*|"
                   r"\d{3,4}-\d{3,4}[^)]*)\)|\|", "", text)
    words = re.sub(r"\s+([.,;:])", r"\1", re.sub(r"\s+", " ", words)).strip(" .:-")
    sentences = re.split(r"(?<!incl)(?<!e\.g)(?<!i\.e)(?<!\bcf)(?<=[a-z)])\. (?=[A-Z])", words)
    words = sentences[0] if len(sentences[0].split()) > 3 else ": ".join(sentences[:2])
    return words if len(words) <= 80 else words[:77].rsplit(" ", 1)[0] + " …"


def _numbered(lines: list[tuple[int, str]], prefix: str) -> list[Item]:
    items = []
    for index, (number, text) in enumerate(lines):
        found = re.match(r"(\d+)\. (.*)", text)
        if found:
            follow = []
            for _, text in lines[index + 1:]:
                if not text.startswith("   ") or text.strip().startswith(("-", "1.")):
                    break
                follow.append(text.strip())
            items.append(Item(item_id(prefix, found.group(1)),
                              gist(" ".join([found.group(2), *follow])), number))
    return items


def _sections_of(path: Path) -> list[tuple[str, list[tuple[int, str]]]]:
    """Each "Strategy and conventions" section of the file: its title line and its lines."""
    found, current = [], None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("## ") or line.startswith("# "):
            current = None
            if line.startswith("## Strategy and conventions"):
                current = []
                found.append((line, current))
            continue
        if current is not None and line.strip() != "---":
            current.append((number, line))
    return found


def _whist_conventions() -> Section:
    section = Section(WHIST_CONVENTIONS, "Whist play conventions", "")
    text = (RULES / WHIST_CONVENTIONS).read_text(encoding="utf-8").splitlines()
    in_procedure = False
    for number, line in enumerate(text, 1):
        if line.startswith("## "):
            in_procedure = line.startswith("## P.")
            if line.startswith("## D. Trump leads"):
                section.items.append(Item("W24", "the trump-lead table", number))
            if line.startswith("## T."):
                section.items.append(Item("T-notes", gist(line[6:]), number))
            if line.startswith("## Worked examples"):
                break
            continue
        own = re.match(r"\s*- \*\*([WSDCN]\d+[a-z]?)\b\**\s*(.*)", line)
        if own:
            section.items.append(Item(own.group(1), gist(own.group(2)), number))
        elif in_procedure:
            step = re.match(r"(\d+)\. (.*)", line)
            if step:
                section.items.append(Item(f"P{step.group(1)}", gist(step.group(2)), number))
    return section


def strategy_sections() -> list[Section]:
    """Every strategy section of the rule files with its items, in the files' order."""
    sections = []
    for path in sorted(RULES.glob("*.md")):
        if path.name == WHIST_CONVENTIONS:
            sections.append(_whist_conventions())
            continue
        for place, (title, lines) in enumerate(_sections_of(path)):
            prefix = SECTIONS[(path.name, place)]
            section = Section(path.name, title[3:], prefix)
            section.items = _numbered(lines, prefix) or [
                Item(prefix, gist(" ".join(t for _, t in lines if t.strip())), lines[0][0])]
            sections.append(section)
    return sections


# --- citations in the code and the tests --------------------------------------------------------

CITATION = re.compile(
    r"\b(?P<prefix>[A-Z]|General|Blocks|Steyerisch|Strohmann|Zwölfer|Ungarisch|Danish|"
    r"Quadrille|Tappen|Whist|Cayenne)\s?(?:S|Strategy\s)?(?P<first>\d+)[a-z]?"
    r"(?:-(?:[A-Z])?(?P<last>\d+))?\b")


def cited_ids(text: str) -> set[str]:
    """The item ids a citation names, a range such as "K22-27" or "Z4-Z8" item by item."""
    ids = set()
    for found in CITATION.finditer(text):
        first = int(found.group("first"))
        last = int(found.group("last") or first)
        for number in range(first, max(first, last) + 1):
            ids.add(item_id(found.group("prefix"), str(number)))
    return ids


def _functions(tree: ast.AST) -> list[tuple[str, ast.AST]]:
    found = []

    def visit(node, outer=""):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{outer}.{child.name}" if outer else child.name
                found.append((name, child))
                visit(child, name)
            else:
                visit(child, outer)
    visit(tree)
    return found


def _innermost(functions, line: int) -> str | None:
    holders = [(node.lineno, name) for name, node in functions
               if node.lineno <= line <= node.end_lineno]
    return max(holders)[1] if holders else None


def code_citations() -> dict[str, set[str]]:
    """Item id -> "module:function" whose string literals cite it; in a variant module also
    its comments "Strategy n", which name the variant's own rule file."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "tarokdesk").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        functions = _functions(tree)
        module = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    len(node.value) < 40:
                for item in cited_ids(node.value):
                    where = _innermost(functions, node.lineno) or "(module)"
                    found.setdefault(item, set()).add(f"{module}:{where}")
        rules = re.search(r'^RULES = "([^"]+)"', source, re.M)
        if rules and "variants" in module:
            prefixes = [p for (f, _), p in SECTIONS.items() if f == rules.group(1)]
            for number, line in enumerate(source.splitlines(), 1):
                for note in re.finditer(r"#.*?Strategy (\d+)(?:-(\d+))?", line):
                    where = _innermost(functions, number) or "strategy"
                    for item in range(int(note.group(1)), int(note.group(2) or note.group(1)) + 1):
                        for prefix in prefixes[:1]:
                            found.setdefault(item_id(prefix, str(item)), set()).add(
                                f"{module}:{where}")
    return found


TEST_NAME = re.compile(r"(?:^|_)(t|k|n|z|g|l|d|w|s|c|p)(\d+)(?=_|$)")


def test_citations() -> dict[str, set[str]]:
    """Item id -> "tests/file.py::test" that asserts it is cited, or is named after it."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            where = f"tests/{path.name}::{node.name}"
            ids = {item_id(letter.upper(), number)
                   for letter, number in TEST_NAME.findall(node.name[5:])}
            for inner in ast.walk(node):
                if isinstance(inner, ast.Compare) and isinstance(inner.left, ast.Constant) \
                        and isinstance(inner.left.value, str) and any(
                            isinstance(c, ast.Attribute) and c.attr == "cited"
                            for c in inner.comparators):
                    ids |= cited_ids(inner.left.value)
                if isinstance(inner, ast.Call) and getattr(inner.func, "id", "") in (
                        "expect", "cites"):
                    ids |= {i for a in inner.args if isinstance(a, ast.Constant)
                            and isinstance(a.value, str) for i in cited_ids(a.value)}
            for item in ids:
                found.setdefault(item, set()).add(where)
    return found


def draft() -> str:
    code, tests = code_citations(), test_citations()
    out = ["# Strategy items: draft", ""]
    for section in strategy_sections():
        out += [f"## {section.key}", "", "| Item | Advice | Where | Test |", "|---|---|---|---|"]
        for item in section.items:
            where = ", ".join(f"`{w}`" for w in sorted(code.get(item.id, ())))
            test = ", ".join(f"`{t}`" for t in sorted(tests.get(item.id, ())))
            out.append(f"| {item.id} | {item.gist} | {where or 'left out: ?'} | {test} |")
        out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    sys.stdout.write(draft() + "\n")
