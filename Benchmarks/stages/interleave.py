#!/usr/bin/env python3
"""Times whole processes side by side, in interleaved rounds, and prints CPU medians, peak RSS and ratios.

    python3 Benchmarks/stages/interleave.py --rounds 5 FILE \\
        xmllint=xmllint --noout {} \\
        stages=.build-perf/release/StageBenchmark {} \\
        baseline=.build-perf/release/ParseBaseline {}

Each row is NAME=COMMAND, with {} standing for FILE. Every round runs every row once, in order, after one
uncounted warm-up round; CPU is user + sys of the process (from wait4), peak RSS its ru_maxrss. Ratios are taken
per round against the first row, so that load drift on a shared machine hits both sides of each ratio alike.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys


def run(command):
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=sink)
        _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"{shlex.join(command)} failed with status {status}")
    return (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("file")
    parser.add_argument("rows", nargs="+", help="NAME=COMMAND with {} for the file")
    arguments = parser.parse_args()
    rows = []
    for row in arguments.rows:
        name, _, command = row.partition("=")
        rows.append((name, [arguments.file if word == "{}" else word for word in shlex.split(command)]))
    cpu = {name: [] for name, _ in rows}
    rss = {name: 0.0 for name, _ in rows}
    for round_index in range(arguments.rounds + 1):
        for name, command in rows:
            time, memory = run(command)
            if round_index > 0:
                cpu[name].append(time)
                rss[name] = max(rss[name], memory)
    first = rows[0][0]
    print(f"{arguments.file}: {arguments.rounds} rounds after 1 warm-up, load average {os.getloadavg()[0]:.2f}")
    print(f"| process | CPU median [min–max] | peak RSS | / {first} |")
    print("|---|---|---|---|")
    for name, _ in rows:
        values = cpu[name]
        ratios = [value / base for value, base in zip(values, cpu[first])]
        print(f"| {name} | {statistics.median(values):.1f} ms [{min(values):.1f}–{max(values):.1f}] "
              f"| {rss[name]:.1f} MiB | {statistics.median(ratios):.2f} [{min(ratios):.2f}–{max(ratios):.2f}] |")


if __name__ == "__main__":
    main()
