import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):  # CI draws the same examples every run; by hand they vary
    settings.load_profile("ci")
sys.path.insert(0, str(Path(__file__).parent))

from steering import COVERAGE, coverage_report  # noqa: E402  (needs the path above)


class _DdsLibraryMissing:
    """An import finder that fails as endplay does where DDS's library cannot be loaded."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] == "endplay":
            raise RuntimeError("Unable to load the dds library")
        return None


@pytest.fixture
def without_dds(request, monkeypatch):
    """As where endplay is "not installed" (the default), or (parametrized indirectly)
    installed where its "library does not load": importing it fails, and dds.py, which keeps
    its answer per process, asks again."""
    from tarokdesk.players.search.dds import dds_available

    for name in [m for m in sys.modules if m.partition(".")[0] == "endplay"]:
        monkeypatch.delitem(sys.modules, name)
    if getattr(request, "param", "not installed") == "not installed":
        monkeypatch.setitem(sys.modules, "endplay", None)
    else:
        monkeypatch.setattr(sys, "meta_path", [_DdsLibraryMissing(), *sys.meta_path])
    dds_available.cache_clear()
    yield
    dds_available.cache_clear()


LONGEST_FIRST = [  # (module, test), by the longest item of each (CPU time, one process, with
    # that of the processes it starts: the wheel's pip, the tournament's pool)
    ("test_store_fuzz", "test_any_option_value_is_used_or_refused_in_one_line"),
    ("test_packaging", "test_the_wheel_installs_into_a_fresh_venv_and_runs"),
    ("test_gui_whist", "test_a_whist_rubber_by_bots_with_a_human_seat_and_a_redraw_before_the_"
                       "next"),
    ("test_tournament", "test_expert_tournament_is_reproducible"),
    ("test_store_fuzz", "test_damaged_files_are_refused_clearly_or_load_validly"),
    ("test_store_fuzz", "test_any_settings_file_gives_settings_the_table_can_use"),
    ("test_expert_choices", "test_experts_finish_a_deal_of_every_game"),
    ("test_gui_whist_variants", "test_en_deux_in_hot_seat_never_shows_a_hand_to_the_wrong_player"),
    ("test_gui_whist_dummies", "test_a_person_sitting_out_a_rubber_watches_and_the_screen_follows_"
                               "him_back"),
    ("test_positions", "test_export_then_load_gives_the_same_views"),
    ("test_gui", "test_a_whist_rubber_of_bots_ends_with_the_rubber_sheet_shown"),
    ("test_gui_tapp_family", "test_a_whole_deal_by_clicks_with_the_talon_walked"),
    ("test_cli", "test_sim_2000_deals_is_zero_sum"),
    ("test_heuristics_tapp_family", "test_thirty_deals_of_standard_players_and_one_with_the_"
                                    "expert_are_zero_sum"),
    ("test_properties", "test_steered_deals_reach_every_contract_option_and_path_with_view_only_"
                        "legal_actions"),
    ("test_gui_layout", "test_the_table_stands_clear_at_every_phase_size_and_language"),
    ("test_store_faults", "test_every_fault_at_every_write_keeps_every_acknowledged_action"),
    ("test_gui_network", "test_host_and_join_from_two_windows_play_a_deal"),
    ("test_store_fuzz", "test_every_field_removed_or_replaced_is_refused_clearly_or_loads_"
                        "validly"),
    ("test_whist_solver", "test_agrees_with_plain_minimax_on_four_trick_endgames"),
    ("test_gui_practice", "test_the_expert_agrees_with_itself_and_not_with_a_careless_player"),
    ("test_expert", "test_the_sampler_deals_hands_that_could_have_declared_what_they_declared"),
    ("test_solver", "test_solver_agrees_with_exhaustive_minimax"),
    ("test_store", "test_sigkill_at_chosen_points_loses_no_acknowledged_action"),
    ("test_gui_tarok_unter_vieren", "test_a_whole_deal_by_clicks_among_four"),
    ("test_replay", "test_the_real_deal_is_rebuilt_from_every_seat_at_every_decision"),
    ("test_properties", "test_legal_actions_depend_on_the_view_alone"),
    ("test_properties", "test_clones_are_deep_copies"),
    ("test_gui_newgame", "test_every_choice_button_says_what_it_commits_to"),
]


def pytest_collection_modifyitems(items):
    """The longest tests run first: pytest-xdist's worksteal hands each worker a run of the
    tests in this order and an idle worker takes the end of another's run, so the last tests
    left are short ones and no core waits alone on a long one at the end."""
    rank = {test: n for n, test in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get((item.path.stem, item.originalname), len(rank)))


def pytest_sessionfinish(session):
    """A pytest-xdist worker hands the deals its steered tests reached to the controller,
    which prints them with the rest (the workers print no summary)."""
    handed = getattr(session.config, "workeroutput", None)
    if handed is not None:
        handed["deal_coverage"] = [[kind, list(key), count] for kind, counts in COVERAGE.items()
                                   for key, count in counts.items()]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """pytest-xdist: a worker ended; add what its steered deals reached."""
    for kind, key, count in getattr(node, "workeroutput", {}).get("deal_coverage", ()):
        COVERAGE[kind][tuple(key)] += count


def pytest_terminal_summary(terminalreporter):
    """The steered property tests' coverage: deals per contract and per talon/call path,
    choices taken in the rounds, option values (printed with or without -s)."""
    if COVERAGE:
        terminalreporter.write_sep("-", "deal coverage of the property tests")
        for line in coverage_report():
            terminalreporter.write_line(line)
