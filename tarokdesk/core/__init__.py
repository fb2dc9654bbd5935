"""The rules core: engine, actions, refusals, views, serialization and sessions. No Qt here,
and nothing here imports a variant, a player, the store or the GUI."""

from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.game import Game
from tarokdesk.core.refusals import IllegalAction, Refusal
from tarokdesk.core.serialization import ReplayError, game_from_dict, game_to_dict
from tarokdesk.core.session import Session
from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.core.view import SeatView

__all__ = ["CHANCE", "Action", "Game", "IllegalAction", "Refusal", "ReplayError", "Session",
           "SeatView", "all_variants", "game_from_dict", "game_to_dict", "variant_class"]
