#!/usr/bin/env python3
"""The layout stage against Yoga's layout of the same tree (issue 10's third target), run alternately.

    python3 Benchmarks/layout_vs_yoga.py [--rounds 5] [--tool .build-perf/release/stackboard] 1000 10000 100000

Each round runs ../shared/bench/peers/yoga_stack.py on data/nN.json (Yoga's layout CPU time, median of the
runner's own repetitions) and then `stackboard frames data/nN.xib --format json --timings` (the layout stage's CPU
time); the ratio is taken per round and its median printed. Needs ../shared/bench/setup.sh's .venv and the
generated documents (gen_xib.py).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "..", "shared", "bench")


def yoga_ms(size):
    output = subprocess.run([os.path.join(BENCH, ".venv", "bin", "python"), "peers/yoga_stack.py",
                             f"data/n{size}.json"], cwd=BENCH, capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])["cpu_ms"]["median"]


def layout_ms(tool, size):
    result = subprocess.run([tool, "frames", os.path.join(BENCH, "data", f"n{size}.xib"), "--format", "json",
                             "--timings"], capture_output=True, text=True, check=True)
    match = re.search(r"layout\s+\S+ m?s wall\s+([\d.]+) (m?s) cpu", result.stderr)
    if not match:
        sys.exit(f"no layout line in --timings output:\n{result.stderr}")
    return float(match.group(1)) * (1 if match.group(2) == "ms" else 1000)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[1000, 10000, 100000])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build-perf", "release", "stackboard"))
    arguments = parser.parse_args()
    print("| leaves | Yoga layout (CPU) | layout stage (CPU) | layout / Yoga, median [min–max] |")
    print("|---:|---:|---:|---|")
    for size in arguments.sizes:
        yogas, layouts, ratios = [], [], []
        for _ in range(arguments.rounds):
            yoga = yoga_ms(size)
            layout = layout_ms(arguments.tool, size)
            yogas.append(yoga)
            layouts.append(layout)
            ratios.append(layout / yoga)
        print(f"| {size:,} | {statistics.median(yogas):.1f} ms | {statistics.median(layouts):.1f} ms | "
              f"{statistics.median(ratios):.2f} [{min(ratios):.2f}–{max(ratios):.2f}] |")


if __name__ == "__main__":
    main()
