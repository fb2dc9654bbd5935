"""Values on the wire: a `SeatView` and whatever it holds as JSON, and back exactly.

A view holds tuples, actions and dicts keyed by seat numbers, which plain JSON would turn
into lists and string keys; a client's players must get back the very view the host's engine
made, so three tagged forms keep them (docs/protocol.md "Values"):
`{"$tuple": [...]}`, `{"$action": {...}}` (an action as a save file writes it) and
`{"$map": [[key, value], ...]}` for a dict with a key that is not a plain string.
Reading is strict: anything else tagged, or a value of another type, is a `WireError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from tarokdesk.core import Action, SeatView
from tarokdesk.core.facts import Facts
from tarokdesk.core.view import History

TUPLE, ACTION, MAP = "$tuple", "$action", "$map"
VIEW_FIELDS = tuple(f.name for f in fields(SeatView) if f.name != "history")
"""A view's fields on the wire; its history goes beside it, encoded once per action."""
PLAIN = frozenset({type(None), bool, int, float, str})


class WireError(ValueError):
    """A value that is not one this protocol writes."""


def encode(value: Any) -> Any:
    """`value` as JSON-shaped data that `decode` turns back into an equal value."""
    kind = type(value)
    if kind in PLAIN:
        return value
    if kind is tuple:
        return {TUPLE: [encode(item) for item in value]}
    if kind is list:
        return [encode(item) for item in value]
    if kind is dict:
        if all(type(key) is str and not key.startswith("$") for key in value):
            return {key: encode(item) for key, item in value.items()}
        return {MAP: [[encode(key), encode(item)] for key, item in value.items()]}
    if kind is Action:
        return {ACTION: value.to_json()}
    if kind is Facts:  # (the view's public facts: their plain dict of names)
        return encode(value.as_dict())
    raise TypeError(f"no wire form for {kind.__name__}")


def decode(data: Any) -> Any:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode(item) for item in data]
    if not isinstance(data, dict):
        raise WireError(f"unexpected {type(data).__name__}")
    tagged = [key for key in data if isinstance(key, str) and key.startswith("$")]
    if not tagged:
        return {key: decode(item) for key, item in data.items()}
    if len(data) != 1:
        raise WireError("a tagged value has one key")
    tag, inner = tagged[0], data[tagged[0]]
    if tag == ACTION:
        return Action.from_json(inner)
    if not isinstance(inner, list):
        raise WireError(f"{tag} needs a list")
    if tag == TUPLE:
        return tuple(decode(item) for item in inner)
    if tag == MAP:
        if not all(isinstance(pair, list) and len(pair) == 2 for pair in inner):
            raise WireError("$map needs [key, value] pairs")
        pairs = [(decode(key), decode(item)) for key, item in inner]
        if not all(isinstance(key, (str, int, tuple)) for key, _ in pairs):
            raise WireError("a $map key must be a number, a string or a tuple")
        return dict(pairs)
    raise WireError(f"unknown tag {tag}")


def view_to_json(view: SeatView) -> dict[str, Any]:
    return {name: encode(getattr(view, name)) for name in VIEW_FIELDS}


def view_from_json(data: Any, history: Sequence[Action] = ()) -> SeatView:
    """The view the host sent, with the history sent beside it; WireError if a field is
    missing or extra."""
    if not isinstance(data, dict) or set(data) != set(VIEW_FIELDS):
        raise WireError("a view needs exactly the fields of SeatView")
    view = object.__new__(SeatView)  # as SeatView.of builds one: every field given
    view.__dict__.update({name: decode(data[name]) for name in VIEW_FIELDS})
    public = view.__dict__["public"]
    if not isinstance(public, dict):
        raise WireError("a view's public facts are an object")
    view.__dict__["public"] = Facts(public)
    view.__dict__["history"] = History(tuple(history))
    return view
