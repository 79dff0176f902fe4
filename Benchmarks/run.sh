#!/usr/bin/env bash
# The shared benchmark (../shared/bench/run.sh, relative to the checkout) with this checkout's release build of
# `stackboard`, plus the parse-only Swift floor of the small-document target. Every variable of the shared script
# passes through (SIZES, ROUNDS, WARMUP, TIMEOUT, TOOL_TIMEOUT, OUT).
#
#   Benchmarks/run.sh                          # builds (scratch path .build-perf), then all four sizes
#   SIZES="100 1000" ROUNDS=7 Benchmarks/run.sh
#   NO_BUILD=1 Benchmarks/run.sh               # use the binaries already built
#   BASELINE_ROUNDS=15 Benchmarks/run.sh       # rounds of the n100 floor comparison (default 11)
#   STATIC=0 Benchmarks/run.sh                 # link the Swift runtime dynamically (default: statically, on Linux)
#
# Both executables are built the same way (Scripts/build-release.sh: on Linux with --static-swift-stdlib, and with
# direct metadata accessors for concrete generic types), so the parse-only floor is as fair as the tool.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build-perf}
BENCH=${BENCH:-$ROOT/../shared/bench}
[ -x "$BENCH/run.sh" ] || { echo "Benchmarks/run.sh: no shared benchmark at $BENCH (set BENCH=)" >&2; exit 2; }

if [ -z "${NO_BUILD:-}" ]; then
  SCRATCH=$SCRATCH "$ROOT/Scripts/build-release.sh" stackboard ParseBaseline >&2
fi
TOOL=$SCRATCH/release/stackboard
BASELINE=$SCRATCH/release/ParseBaseline

STACKBOARD=$TOOL "$BENCH/run.sh"

# The small-document target: the whole `frames --format json` process against a Swift process that only parses
# the same file (ParseBaseline), interleaved, CPU = user + sys of each process.
SMALL=$BENCH/data/n100.xib
if [ -f "$SMALL" ] && [ -x "$BASELINE" ]; then
  echo
  echo "## n100: the tool against a parse-only Swift process"
  python3 - "$TOOL" "$BASELINE" "$SMALL" "${BASELINE_ROUNDS:-11}" <<'PY'
import os, statistics, subprocess, sys
tool, baseline, small, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
rows = {"ParseBaseline (parse only)": [baseline, small],
        "stackboard frames --format json": [tool, "frames", small, "--format", "json"]}
cpu = {name: [] for name in rows}
rss = {name: 0 for name in rows}
for round in range(rounds + 1):
    for name, command in rows.items():
        with open(os.devnull, "wb") as sink:
            process = subprocess.Popen(command, stdout=sink, stderr=sink)
            _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{name} failed with status {status}")
        if round > 0:  # the first round warms up
            cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
            rss[name] = max(rss[name], usage.ru_maxrss / 1024)
names = list(rows)
ratios = [t / b for t, b in zip(cpu[names[1]], cpu[names[0]])]
print("| process | CPU median [min–max] | peak RSS |")
print("|---|---|---|")
for name in names:
    values = cpu[name]
    print(f"| {name} | {statistics.median(values):.2f} ms [{min(values):.2f}–{max(values):.2f}] | {rss[name]:.1f} MiB |")
print(f"\ntool / parse-only: {statistics.median(ratios):.2f} [{min(ratios):.2f}–{max(ratios):.2f}] "
      f"(paired per round, {rounds} rounds; the target is ≤ 2)")
PY
fi
