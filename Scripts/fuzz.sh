#!/usr/bin/env bash
# Builds the whole-pipeline libFuzzer target (Fuzz/FuzzPipeline.swift) and runs it for MINUTES minutes.
#
#   Scripts/fuzz.sh MINUTES            build, refresh the seed corpus, fuzz
#   FUZZ_SKIP_BUILD=1 Scripts/fuzz.sh MINUTES   reuse the last build
#
# SwiftPM cannot link fuzzing executables on Linux (robustness.md F14), so each library module is compiled with
# swiftc directly (-sanitize=fuzzer,address, whole-module, one object per module) and linked with the harness.
# Everything lands in .build-fuzz/: modules/ and obj/ (the build), corpus/ (inputs libFuzzer found interesting;
# kept between runs), seeds/ (Scripts/fuzz-corpus.sh), artifacts/ (crash-*, timeout-*, oom-* inputs) and logs/.
# Each finding belongs in Tests/StackboardTests/Fixtures/fuzz-regressions/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=${1:?usage: Scripts/fuzz.sh MINUTES}
out=.build-fuzz
modules=(LayoutModel Cassowary TextMetrics Markup TraitResolver LayoutEngine SVGEmitter Stackboard)
libxml_include="$(pkg-config --variable=includedir libxml-2.0)/libxml2"
flags=(-parse-as-library -swift-version 6 -O -g -sanitize=fuzzer,address -package-name stackboard
       -I "$out/modules" -I Sources/CLibXML2 -Xcc "-I$libxml_include")

build() {
  rm -rf "$out/modules" "$out/obj" "$out/generated"
  mkdir -p "$out/modules" "$out/obj" "$out/generated"
  for module in "${modules[@]}"; do
    [ -d "Sources/$module" ] || continue
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    # SwiftPM's embedInCode resources: one [UInt8] constant per file in Resources/, as PackageResources.
    if [ -d "Sources/$module/Resources" ]; then
      generated="$out/generated/$module-resources.swift"
      python3 - "Sources/$module/Resources" >"$generated" <<'PY'
import os, re, sys
folder = sys.argv[1]
print("struct PackageResources {")
for name in sorted(os.listdir(folder)):
    data = open(os.path.join(folder, name), "rb").read()
    print("static let %s: [UInt8] = [%s]" % (re.sub(r"[^A-Za-z0-9_]", "_", name), ",".join(map(str, data))))
print("}")
PY
      sources+=("$generated")
    fi
    echo "fuzz build: $module (${#sources[@]} files)"
    swiftc "${flags[@]}" -module-name "$module" -wmo -c -o "$out/obj/$module.o" \
      -emit-module -emit-module-path "$out/modules/$module.swiftmodule" "${sources[@]}"
  done
  echo "fuzz build: FuzzPipeline"
  # gold warns once per ASan register helper that it cannot export it; harmless, and hundreds of lines.
  swiftc "${flags[@]}" -module-name FuzzPipeline Fuzz/FuzzPipeline.swift "$out"/obj/*.o -lxml2 \
    -o "$out/FuzzPipeline" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }
}

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ] || [ ! -x "$out/FuzzPipeline" ]; then build; fi
Scripts/fuzz-corpus.sh
mkdir -p "$out/corpus" "$out/artifacts" "$out/logs"
log="$out/logs/fuzz-$(date +%Y%m%d-%H%M%S).log"
echo "fuzzing for $minutes minutes; log: $log"
status=0
# ASan and the Swift runtime's backtracer disagree (F14): switch the backtracer off for clean reports.
SWIFT_BACKTRACE=enable=no "$out/FuzzPipeline" \
  -max_total_time=$((minutes * 60)) -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
  -dict=Fuzz/stackboard.dict -artifact_prefix="$out/artifacts/" -print_final_stats=1 \
  "$out/corpus" "$out/seeds" >"$log" 2>&1 || status=$?
grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)|ERROR|SUMMARY|Test unit written' "$log" || true
if [ "$status" -ne 0 ]; then
  echo "fuzzer stopped with status $status: a finding is in $out/artifacts/ (see $log)"
fi
exit "$status"
