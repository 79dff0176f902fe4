#!/usr/bin/env python3
"""Benchmarks the Cassowary module against kiwisolver on the same stack-shaped systems; prints a table.

    python3 Benchmarks/cassowary/run.py [--repeats 3] [--sizes 100,1000,10000]

Builds the `CassowaryBenchmark` executable in release mode (scratch path .build-cassowary), writes each system
to a temporary JSON file (stack_systems.py), and runs the Swift and the Python (kiwisolver) timers on it.
"build" is adding every constraint one by one (each add re-optimizes) until the values are known; "10 edits" is
adding an edit variable on the root width and suggesting ten widths; "conflict" is adding a required constraint
that conflicts with two others (Stackboard also finds the minimal conflicting set, whose size is shown; kiwi only
rejects the constraint). Both report the CPU time of their thread (steadier than wall time on a shared machine),
best of the repeats.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from stack_systems import stack_system  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--scratch-path", default=".build-cassowary")
    options = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", options.scratch_path,
                    "--product", "CassowaryBenchmark"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", options.scratch_path,
                             "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    rows = []
    for size in [int(s) for s in options.sizes.split(",")]:
        system = stack_system(size)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            json.dump(system, file)
            path = file.name
        try:
            ours = json.loads(subprocess.run([os.path.join(binary, "CassowaryBenchmark"), path, str(options.repeats)],
                                             check=True, capture_output=True, text=True).stdout)
            kiwi = json.loads(subprocess.run([sys.executable, os.path.join(HERE, "kiwi_benchmark.py"), path,
                                              str(options.repeats)], check=True, capture_output=True, text=True).stdout)
        finally:
            os.unlink(path)
        difference = max(abs(a - b) for a, b in zip(ours["values"], kiwi["values"]))
        rows.append((len(system["constraints"]), len(system["variables"]), ours["build"], kiwi["build"],
                     ours["edit"], kiwi["edit"], ours["conflict"], ours["conflictSize"], kiwi["conflict"],
                     difference))
    print("| constraints | variables | Stackboard build (ms) | kiwi build (ms) | Stackboard 10 edits (ms) "
          "| kiwi 10 edits (ms) | Stackboard conflict (ms, set size) | kiwi conflict (ms) | max value difference |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print("| %d | %d | %.1f | %.1f | %.2f | %.2f | %.1f (%d) | %.2f | %.3g |" % row)


if __name__ == "__main__":
    main()
