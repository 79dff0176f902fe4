#!/usr/bin/env bash
# Builds a self-contained release `stackboard` for shipping (and for the benchmarks), with the flags that make
# each run start cheaper:
#
#   Scripts/build-release.sh                      # .build/release/stackboard
#   SCRATCH=.build-perf Scripts/build-release.sh stackboard ParseBaseline
#   STATIC=0 Scripts/build-release.sh             # link the Swift runtime dynamically
#
# - `--static-swift-stdlib` (Linux): the Swift runtime is linked in, so nothing but libxml2 and the C and C++
#   runtimes has to be installed, and no Swift symbol is bound at start-up (about 4 ms per process).
# - `-disable-concrete-type-metadata-mangled-name-accessors`: code asks for a concrete generic type's metadata
#   (`[Int: Double]`, `Option<String>`) directly instead of by its mangled name. Demangling a name at run time looks
#   up each conformance the type needs, and every such lookup scans all of the binary's ~4,000 conformance records:
#   about a quarter of a million instructions per type, paid once per process. It costs about 85 KB of code and
#   removes about 5 M of the 59 M instructions of a 100-leaf document. It applies to the dependencies too, which
#   only a command-line flag can do (Package.swift's settings reach the package's own targets only).
# - `--version-script=Scripts/no-exports.map` (Linux, with the static runtime): the executable exports no symbol. The
#   static link passes `-export-dynamic`, which put every public symbol of the package's modules (about 3,400) in
#   the dynamic symbol table, and the runtime's start-up scans that table (`dladdr`, to find its own path): about
#   0.2 M of the 18 M instructions of a 100-leaf document.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${SCRATCH:-$ROOT/.build}
PRODUCTS=("$@")
[ ${#PRODUCTS[@]} -gt 0 ] || PRODUCTS=(stackboard)
FLAGS=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
if [ "${STATIC:-1}" = 1 ] && [ "$(uname -s)" = Linux ]; then
  FLAGS+=(--static-swift-stdlib -Xlinker "--version-script=$ROOT/Scripts/no-exports.map")
fi
cd "$ROOT"
for product in "${PRODUCTS[@]}"; do
  swift build -c release --scratch-path "$SCRATCH" "${FLAGS[@]}" --product "$product"
done
