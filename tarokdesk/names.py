"""Names people give to sessions and players: one rule for the command line and the table,
and one way to print a name read from a file that may break it.

A name is 1-200 characters after trimming, with no control characters, line breaks or
bidirectional overrides: such characters would let a name rewrite a terminal line (escape
sequences) or a listing (newlines), and lone surrogates cannot even be saved as UTF-8.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 200
_FORBIDDEN_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}
_BIDI_CONTROLS = {"\u061c", "\u200e", "\u200f", *map(chr, range(0x202A, 0x202F)),
                  *map(chr, range(0x2066, 0x206A))}


def _forbidden(char: str) -> bool:
    return char in _BIDI_CONTROLS or unicodedata.category(char) in _FORBIDDEN_CATEGORIES


def name_problem(text: object) -> str | None:
    """Why `text` (trimmed) cannot be a name, in one line; None when it can."""
    if not isinstance(text, str):
        return "a name must be text"
    name = text.strip()
    if not name:
        return "a name must not be empty"
    if len(name) > MAX_NAME:
        return f"a name may have at most {MAX_NAME} characters, not {len(name)}"
    bad = next((c for c in name if _forbidden(c)), None)
    if bad is not None:
        return f"a name may not contain control characters (U+{ord(bad):04X})"
    return None


def is_valid_name(text: object) -> bool:
    return name_problem(text) is None


def shown(text: str) -> str:
    """`text` safe to print on one terminal line: forbidden characters as escapes."""
    return "".join(ascii(c)[1:-1] if _forbidden(c) else c for c in text)
