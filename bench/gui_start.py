"""Time from process start to the first painted table, and the resident memory (run by hand).

Starts `python -m tarokdesk` offscreen with TAROKDESK_EXIT_AFTER_FIRST_PAINT=1 several times;
the last line is a JSON object {"first_paint_s": median, "rss_mb": median peak RSS}.
Usage: python bench/gui_start.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def one_start() -> tuple[float, float]:
    env = {**os.environ, "TAROKDESK_EXIT_AFTER_FIRST_PAINT": "1",
           "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "tarokdesk"], env=env,
                               stdout=subprocess.PIPE, text=True)
    for line in process.stdout:
        if line.startswith("first-paint"):
            elapsed = time.perf_counter() - started
            rss_mb = float(line.split()[2])
            process.wait(timeout=30)
            return elapsed, rss_mb
    raise RuntimeError(f"the table never painted (exit code {process.wait()})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_start()  # warm the file cache
    runs = [one_start() for _ in range(args.runs)]
    for seconds, rss in runs:
        print(f"first paint {seconds:.3f} s, peak RSS {rss:.1f} MB")
    print(json.dumps({"first_paint_s": round(statistics.median(r[0] for r in runs), 3),
                      "rss_mb": round(statistics.median(r[1] for r in runs), 1)}))


if __name__ == "__main__":
    main()
