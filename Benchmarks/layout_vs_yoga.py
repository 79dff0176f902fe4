#!/usr/bin/env python3
"""The layout stage against Yoga's layout of the same tree (issue 10's third target), run alternately.

    python3 Benchmarks/layout_vs_yoga.py [--rounds 5] [--tool .build-perf/release/stackboard]
        [--stages .build-perf/release/StageBenchmark] 1000 10000 100000

Each round runs ../shared/bench/peers/yoga_stack.py on data/nN.json (Yoga's layout CPU time: one warm-up layout in
the runner's process, then the median of its repetitions) and then `stackboard frames data/nN.xib --format json
--timings` (the layout stage's CPU time in a single, cold run: the issue's figure). With `--stages`, each round also
runs `StageBenchmark data/nN.xib --layout REPS`, which times the tool's layout stage the way the runner times Yoga's
(one warm-up layout of the parsed document, then the median of as many repetitions as Yoga's runner made). The
ratios are taken per round and their medians printed. Needs ../shared/bench/setup.sh's .venv and the generated
documents (gen_xib.py).
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
    """Yoga's layout CPU time (the median of the runner's repetitions) and how many repetitions it made."""
    output = subprocess.run([os.path.join(BENCH, ".venv", "bin", "python"), "peers/yoga_stack.py",
                             f"data/n{size}.json"], cwd=BENCH, capture_output=True, text=True, check=True).stdout
    result = json.loads(output.strip().splitlines()[-1])
    return result["cpu_ms"]["median"], result["reps"]


def warm_layout_ms(stages, size, reps):
    """The tool's layout stage timed as Yoga's runner times Yoga (StageBenchmark --layout): the median of `reps`."""
    output = subprocess.run([stages, os.path.join(BENCH, "data", f"n{size}.xib"), "--layout", str(reps)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])["warm_ms"]["median"]


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
    parser.add_argument("--stages", help="StageBenchmark's executable: adds the warm columns")
    arguments = parser.parse_args()

    def spread(values):
        return f"{statistics.median(values):.2f} [{min(values):.2f}–{max(values):.2f}]"

    header = "| leaves | Yoga layout (CPU) | layout stage (CPU, cold run) | cold / Yoga, median [min–max] |"
    rule = "|---:|---:|---:|---|"
    if arguments.stages:
        header += " layout stage (CPU, warm median) | warm / Yoga, median [min–max] |"
        rule += "---:|---|"
    print(header)
    print(rule)
    for size in arguments.sizes:
        yogas, layouts, ratios, warms, warm_ratios = [], [], [], [], []
        for _ in range(arguments.rounds):
            yoga, reps = yoga_ms(size)
            layout = layout_ms(arguments.tool, size)
            yogas.append(yoga)
            layouts.append(layout)
            ratios.append(layout / yoga)
            if arguments.stages:
                warm = warm_layout_ms(arguments.stages, size, reps)
                warms.append(warm)
                warm_ratios.append(warm / yoga)
        row = (f"| {size:,} | {statistics.median(yogas):.1f} ms | {statistics.median(layouts):.1f} ms | "
               f"{spread(ratios)} |")
        if arguments.stages:
            row += f" {statistics.median(warms):.1f} ms | {spread(warm_ratios)} |"
        print(row)


if __name__ == "__main__":
    main()
