"""The words of the log the rule blocks and the games write: the kinds of action and the
names of phases, as types, so that a misspelt kind or a phase no game has is an error of the
type checker where a block, a variant or a player writes it. They are the strings the log is
saved with, so a save reads the same.

The core takes any string for a kind or a phase (it runs games it does not know); these lists
close them for the code that names them. A rule block or a game that brings a new kind of
action or a new phase names it here.
"""

from __future__ import annotations

from typing import Literal

PhaseWord = Literal[
    "deal",  # chance deals the hands and the talon (the core's own DEAL)
    "bid",
    "talon",  # which talon part the declarer takes
    "discard",
    "call",  # the king (or card) the declarer calls
    "call8",  # Whist: the call at eight
    "trump",  # trumps named instead of turned up
    "open",  # a personal talon packet turned up
    "announce",
    "declare",  # holdings declared
    "dummy",  # who plays a dummy
    "play",
    "concede",
    "split_forfeit",  # Tarok mit Blocks: a large forfeit written whole or in halves
]
"""The words that name a phase and the kind of action taken in it alike."""

ActionKind = Literal[
    PhaseWord,
    "turn",  # chance turns a card from a spare pack
    "knock",  # knocking instead of cutting, and how the hands are dealt after it
    "name",  # a card the declarer requests in an exchange
    "give",  # the card given back for one requested
    "claim",  # a contract claimed in a window of play, or the rest of the tricks
]

PhaseName = Literal[
    PhaseWord,
    "cayenne",  # Cayenne-Whist: a card turned from the spare pack
    "request",  # cards requested in an exchange ("name", "give")
    "window",  # a window of play in which a contract may be claimed ("claim")
    "done",  # the deal is over (the core's own DONE)
]
