"""Names people give to sessions and players: one rule for the command line and the table,
and one way to print a name read from a file that may break it.

A name is 1-200 characters after trimming, with no control, format (invisible) or unassigned
characters, line breaks or Hangul fillers: such characters would let a name rewrite a
terminal line (escape sequences, bidirectional overrides) or a listing (newlines), pass for
another name or for none at all (zero-width spaces, the byte order mark), and lone surrogates
cannot even be saved as UTF-8. The one format character allowed is the zero-width joiner
inside an emoji sequence (👨‍👩‍👧), where it shows as one picture.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 200
_FORBIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_FILLERS = {"\u115f", "\u1160", "\u3164", "\uffa0"}
"""Letters by category that show nothing (the Hangul fillers)."""
_JOINER = "\u200d"
_EMOJI_PARTS = {"So", "Sk", "Mn"}
"""What an emoji sequence's joiner may follow: a symbol, a skin tone, a variation selector."""


def _forbidden_at(text: str, index: int) -> bool:
    char = text[index]
    if char == _JOINER and 0 < index < len(text) - 1:
        return unicodedata.category(text[index - 1]) not in _EMOJI_PARTS or \
            unicodedata.category(text[index + 1]) != "So"
    return char in _FILLERS or unicodedata.category(char) in _FORBIDDEN_CATEGORIES


def name_problem(text: object) -> str | None:
    """Why `text` (trimmed) cannot be a name, in one line; None when it can."""
    if not isinstance(text, str):
        return "a name must be text"
    name = text.strip()
    if not name:
        return "a name must not be empty"
    if len(name) > MAX_NAME:
        return f"a name may have at most {MAX_NAME} characters, not {len(name)}"
    bad = next((c for i, c in enumerate(name) if _forbidden_at(name, i)), None)
    if bad is not None:
        return f"a name may not contain invisible or control characters (U+{ord(bad):04X})"
    return None


def is_valid_name(text: object) -> bool:
    return name_problem(text) is None


def shown(text: str) -> str:
    """`text` safe to print on one terminal line: forbidden characters as escapes."""
    return "".join(ascii(c)[1:-1] if _forbidden_at(text, i) else c for i, c in enumerate(text))
