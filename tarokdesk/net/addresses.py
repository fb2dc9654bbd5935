"""Where a host can be reached, and a host's address with its room code."""

from __future__ import annotations

import socket


def reachable_address(bound: str) -> str:
    """The address others can reach a host bound to `bound` at: a wildcard is told as the
    machine's address on its network (found without sending anything)."""
    if bound not in ("0.0.0.0", "", "::"):
        return bound
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: no packet leaves
        return probe.getsockname()[0]
    except OSError:
        return socket.gethostname()
    finally:
        probe.close()


def table_address(address: str, room: str | None) -> tuple[str, str]:
    """The host's address and the room code, from ws://HOST:PORT/ROOM or the two apart."""
    if "://" not in address:
        address = f"ws://{address}"
    scheme, _, rest = address.partition("://")
    host, _, path = rest.partition("/")
    room = (room or path).strip().upper()
    if not room:
        raise ValueError("the room code is missing: ws://HOST:PORT/ROOM or --room")
    return f"{scheme}://{host}", room
