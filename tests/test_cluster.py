"""Tournaments on a Dask cluster (a LocalCluster in this process, reached over TCP so that
every task and figure crosses the wire as it would to another machine) give exactly the
figures of one process; what the cluster cannot do is refused in one line."""

from __future__ import annotations

import json
import socket
import sys
import time

import pytest
from distributed import LocalCluster

from tarokdesk import __version__
from tarokdesk.cli.main import main
from tarokdesk.players import cluster
from tarokdesk.players.tournament import run_tournament


@pytest.fixture(scope="module")
def scheduler():
    with LocalCluster(processes=False, protocol="tcp", host="127.0.0.1", n_workers=2,
                      threads_per_worker=1, dashboard_address="127.0.0.1:0") as local:
        yield local.scheduler_address


@pytest.mark.parametrize("variant, deals, settings", [
    ("koenigrufen", 8, {}),
    ("tarok-unter-vieren", 3, {"sessions": True, "session_deals": 4}),
    ("whist", 6, {"measure": "tricks"}),
])
def test_a_cluster_plays_the_same_deals_as_one_process(scheduler, variant, deals, settings):
    here = run_tournament(variant, deals, "cluster", "standard", "random", **settings)
    reported = []
    there = run_tournament(variant, deals, "cluster", "standard", "random",
                           lambda done, total: reported.append((done, total)),
                           cluster=scheduler, **settings)
    assert there.per_deal == here.per_deal
    assert (there.mean, there.ci95) == (here.mean, here.ci95)
    assert there.to_json() == here.to_json()
    assert len(set(here.per_deal)) > 1  # the deals differ, so their order is checked too
    assert reported == [(done, deals) for done in range(1, deals + 1)]


def pause_and_name(task: tuple[float, str]) -> str:
    seconds, name = task
    time.sleep(seconds)
    return name


def test_figures_that_complete_out_of_order_keep_their_deals_number(scheduler):
    """The first task takes longest, so the other worker finishes the later ones first."""
    completed = list(cluster.cluster_results(scheduler, pause_and_name,
                                             [(1.0, "first"), (0.0, "second"), (0.0, "third")]))
    assert completed[0][0] != 0  # reported as it completed
    assert dict(completed) == {0: "first", 1: "second", 2: "third"}


def test_the_cluster_command_prints_what_one_process_prints(capsys, scheduler):
    printed = []
    for where in (["--jobs", "1"], ["--cluster", scheduler]):
        assert main(["tournament", "--variant", "koenigrufen", "--deals", "5", "--seed", "7",
                     "--a", "standard", "--b", "random", "--json", *where]) == 0
        printed.append(json.loads(capsys.readouterr().out))
    assert printed[0] == printed[1] and printed[0]["deals"] == 5


def refusal(capsys, *where) -> str:
    """The one line a tournament on `where` is refused with (exit code 2)."""
    code = main(["tournament", "--variant", "koenigrufen", "--deals", "2", "--a", "standard",
                 "--b", "random", *where])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    return err


def test_a_scheduler_that_cannot_be_reached_is_refused_in_one_line(capsys, monkeypatch):
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    err = refusal(capsys, "--cluster", f"tcp://127.0.0.1:{port}")
    assert f"cannot reach the scheduler at tcp://127.0.0.1:{port} within 1 s" in err
    assert time.monotonic() - started < 5
    assert "missing port number" in refusal(capsys, "--cluster", "127.0.0.1")


def test_a_scheduler_without_workers_is_refused_in_one_line(capsys, monkeypatch):
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    with LocalCluster(processes=False, protocol="tcp", host="127.0.0.1", n_workers=0,
                      dashboard_address="127.0.0.1:0") as empty:
        err = refusal(capsys, "--cluster", empty.scheduler_address)
    assert f"no worker joined the scheduler at {empty.scheduler_address} within 1 s" in err


def test_a_cluster_without_distributed_installed_is_refused(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    assert "pip install 'tarokdesk[cluster]'" in refusal(capsys, "--cluster",
                                                         "tcp://127.0.0.1:8786")


def test_workers_on_another_tarokdesk_version_are_refused(capsys, monkeypatch, scheduler):
    monkeypatch.setattr(cluster, "__version__", "0.0.1")  # the client's; the workers keep theirs
    err = refusal(capsys, "--cluster", scheduler)
    assert f"workers run tarokdesk {__version__}, this is 0.0.1" in err


def test_cluster_and_jobs_together_are_refused(capsys, scheduler):
    assert "give one of them" in refusal(capsys, "--cluster", scheduler, "--jobs", "2")
