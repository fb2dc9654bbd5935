import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

from steering import COVERAGE, coverage_report  # noqa: E402  (needs the path above)


def pytest_terminal_summary(terminalreporter):
    """The steered property tests' coverage: deals per contract and per talon/call path,
    choices taken in the rounds, option values (printed with or without -s)."""
    if COVERAGE:
        terminalreporter.write_sep("-", "deal coverage of the property tests")
        for line in coverage_report():
            terminalreporter.write_line(line)
