"""Duplicate deals played on a Dask `distributed` cluster: a scheduler and workers started with
Dask's own commands (`dask scheduler`, `dask worker ADDRESS`), each worker with the same
tarokdesk installed, since a task names the function that plays a deal and the worker imports
it. The deals are seeded, so the figures are those of one process. `distributed` is an optional
extra (`cluster`): it is imported only when a cluster is asked for."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from tarokdesk import __version__
from tarokdesk.core.reading import one_line

CONNECT_SECONDS = 10
"""How long the scheduler is tried, and then a first worker waited for."""
Task = TypeVar("Task")
Result = TypeVar("Result")


class ClusterError(Exception):
    """The cluster cannot play the deals: not installed, not reached, no worker, or workers
    with another tarokdesk."""


def cluster_results(address: str, play: Callable[[Task], Result], tasks: list[Task]
                    ) -> Iterator[tuple[int, Result]]:
    """`play(task)` for every task on the workers of the scheduler at `address`: each task's
    number with its result, as the tasks complete."""
    try:
        from distributed import Client, as_completed
        from distributed.comm import get_address_host_port
    except ImportError:
        raise ClusterError("a cluster needs the package distributed: "
                           "pip install 'tarokdesk[cluster]'") from None
    try:  # before the client, which would wait at exit to close a connection never made
        get_address_host_port(address)
    except ValueError as error:  # no port, an unknown scheme
        raise ClusterError(f"not a scheduler address: {one_line(error)}") from None
    try:
        client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except OSError:
        raise ClusterError(f"cannot reach the scheduler at {address} within "
                           f"{CONNECT_SECONDS} s") from None
    with client:
        _check_workers(client, address)
        futures = client.map(play, tasks, pure=False)  # a key each, even for equal tasks
        numbers = {future.key: number for number, future in enumerate(futures)}
        for future, result in as_completed(futures, loop=client.loop, with_results=True):
            yield numbers[future.key], result


def _check_workers(client, address: str) -> None:
    """At least one worker, and every worker on this tarokdesk version."""
    try:
        client.wait_for_workers(1, timeout=CONNECT_SECONDS)
    except TimeoutError:
        raise ClusterError(f"no worker joined the scheduler at {address} within "
                           f"{CONNECT_SECONDS} s") from None

    def worker_version() -> str | None:
        """The tarokdesk version a worker imports. Defined here, it is sent by value, so it
        runs on a worker of any tarokdesk version, or of none."""
        try:
            import tarokdesk
        except ImportError:
            return None
        return tarokdesk.__version__

    versions = set(client.run(worker_version).values())
    if None in versions:
        raise ClusterError(f"a worker cannot import tarokdesk: install tarokdesk {__version__} "
                           f"on each worker")
    others = sorted(versions - {__version__})
    if others:
        raise ClusterError(f"workers run tarokdesk {', '.join(others)}, this is {__version__}: "
                           f"install the same version on each worker")
