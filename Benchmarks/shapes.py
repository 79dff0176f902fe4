#!/usr/bin/env python3
"""The layout stage on trees of other shapes than the benchmark's: wide, deep and single-distribution documents.

    python3 Benchmarks/shapes.py [--tool .build-perf/release/stackboard] [--n 10000] [--timeout 60]

../shared/bench/gen_xib.py makes each document (its distribution weights replaced for the single-distribution
rows, the tree shape from --depth / --branching); each row prints xmllint's CPU time, the whole `frames --format
json` run's and its layout stage's (--timings), so a shape where layout stops scaling shows up as a large ratio.
The benchmark's own mix (branching 4) is the first row. CPU times are of one run each: read them as orders of
magnitude, not ratios to quote.
"""
import argparse
import os
import re
import resource
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATOR = os.path.join(ROOT, "..", "shared", "bench", "gen_xib.py")
DISTRIBUTIONS = ["fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"]
SHAPES = [["--branching", "4"], ["--depth", "2"], ["--depth", "3"], ["--branching", "3"]]


def generator(directory, only):
    """gen_xib.py, or a copy of it that picks only distribution `only`."""
    if only is None:
        return GENERATOR
    weights = ", ".join("100" if name == only else "0" for name in DISTRIBUTIONS)
    with open(GENERATOR) as source:
        text = re.sub(r"^DIST_WEIGHTS = .*$", f"DIST_WEIGHTS = [{weights}]", source.read(), flags=re.M)
    path = os.path.join(directory, f"gen_{only}.py")
    with open(path, "w") as copy:
        copy.write(text)
    return path


def cpu_ms(command, timeout):
    """The command's CPU time (user + system, from the children's rusage) and its stderr; None on a timeout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ""
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return used * 1000, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build-perf", "release", "stackboard"))
    parser.add_argument("--n", type=int, default=10000)
    parser.add_argument("--timeout", type=float, default=60)
    arguments = parser.parse_args()
    print("| distributions | shape | xmllint | frames | frames / xmllint | layout stage |")
    print("|---|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as directory:
        for only in [None] + DISTRIBUTIONS:
            for shape in SHAPES:
                document = os.path.join(directory, "document.xib")
                subprocess.run(["python3", generator(directory, only), "--n", str(arguments.n), *shape,
                                "--xib", document, "--json", os.path.join(directory, "document.json")],
                               check=True, stdout=subprocess.DEVNULL)
                xmllint, _ = cpu_ms(["xmllint", "--noout", document], arguments.timeout)
                frames, errors = cpu_ms([arguments.tool, "frames", document, "--format", "json", "--timings",
                                         "--timeout", "0"], arguments.timeout)
                layout = re.search(r"layout\s+[\d.]+ ms wall\s+([\d.]+) ms cpu", errors)
                row = [only or "the benchmark's mix", " ".join(shape), f"{xmllint:.0f} ms",
                       f"{frames:.0f} ms" if frames is not None else f"> {arguments.timeout:.0f} s",
                       f"{frames / xmllint:.1f}" if frames is not None and xmllint else "–",
                       f"{float(layout.group(1)):.0f} ms" if layout else "–"]
                print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
