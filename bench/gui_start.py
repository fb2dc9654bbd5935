"""Time from process start to the first painted window (the start screen), and the resident
memory (run by hand).

Starts `python -m tarokdesk` offscreen with TAROKDESK_EXIT_AFTER_FIRST_PAINT=1 several times,
each with a fresh data and settings directory of its own (never the user's), so no earlier
run's session or dialog is in the way; a start that does not paint within the time limit is
killed and reported. The last line is a JSON object {"first_paint_s": median,
"rss_mb": median peak RSS}.
Usage: python bench/gui_start.py [--runs 5] [--timeout 60]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_start(timeout: float) -> tuple[float, float]:
    with tempfile.TemporaryDirectory(prefix="tarokdesk-bench-") as data:
        env = {**os.environ, "TAROKDESK_EXIT_AFTER_FIRST_PAINT": "1",
               "TAROKDESK_DATA_DIR": data, "TAROKDESK_CONFIG_DIR": str(Path(data, "config")),
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        started = time.perf_counter()
        try:
            done = subprocess.run([sys.executable, "-m", "tarokdesk"], env=env, cwd=ROOT,
                                  capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise SystemExit(f"the table did not paint within {timeout:.0f} s") from None
        elapsed = time.perf_counter() - started
    for line in done.stdout.splitlines():
        if line.startswith("first-paint"):
            return elapsed, float(line.split()[2])
    raise SystemExit(f"the table never painted (exit code {done.returncode}): "
                     f"{done.stderr.strip()[-300:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    one_start(args.timeout)  # warm the file cache
    runs = [one_start(args.timeout) for _ in range(args.runs)]
    for seconds, rss in runs:
        print(f"first paint {seconds:.3f} s, peak RSS {rss:.1f} MB")
    print(json.dumps({"first_paint_s": round(statistics.median(r[0] for r in runs), 3),
                      "rss_mb": round(statistics.median(r[1] for r in runs), 1)}))


if __name__ == "__main__":
    main()
