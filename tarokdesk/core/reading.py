"""Reading data from outside the program: every JSON text (files, journal lines, command-line
values) goes through `read_json`, so each failure is one `JsonError` with a one-line message
(never a traceback, whatever the interpreter's limits), and `one_line` says any other failure
of a file in one line.

Integers longer than MAX_DIGITS digits are refused (their conversion takes time quadratic
in their length). NaN and Infinity are read as Python reads them: each reader checks the
numbers it uses (a setting's range, an option's choices, a carry's integers).
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DIGITS = 4300
"""The longest integer read (Python's own default limit, kept whatever the interpreter's)."""


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class JsonError(ValueError):
    """JSON that cannot be read; `syntax` when the text is not JSON at all (a command-line
    value is then taken as a plain string)."""

    def __init__(self, message: str, syntax: bool = False):
        super().__init__(message)
        self.syntax = syntax


def _integer(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits <= MAX_DIGITS:
        try:
            return int(text)
        except ValueError:
            pass  # this interpreter was given a lower limit
    raise JsonError(f"an integer of {digits} digits (at most {MAX_DIGITS} are read)")


def read_json(data: bytes | str) -> Any:
    """The value of a JSON text (bytes must be UTF-8), or JsonError saying why not."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise JsonError("not UTF-8 text") from None
    try:
        value = json.loads(data, parse_int=_integer)
    except json.JSONDecodeError as error:
        raise JsonError(f"not valid JSON ({error.msg}, line {error.lineno})", True) from None
    except RecursionError:
        raise JsonError("JSON nested too deeply") from None
    if _SURROGATE_ESCAPE.search(data):
        _check_encodable(value)
    return value


def _check_encodable(value: Any) -> None:
    """JSON may escape half of a UTF-16 pair alone ("\\ud800"), which no text can hold:
    a name with one could be shown but never saved again."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise JsonError("text with half of a UTF-16 pair (a lone surrogate)") from None


def one_line(error: BaseException) -> str:
    """An error as one short line: its message, after its kind for a built-in error other
    than ValueError, whose message alone would not say what went wrong (a KeyError's key)."""
    text = next((line.strip() for line in str(error).splitlines() if line.strip()), "")[:300]
    if text and (isinstance(error, ValueError) or type(error).__module__ != "builtins"):
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
