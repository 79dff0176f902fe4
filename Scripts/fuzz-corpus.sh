#!/usr/bin/env bash
# Builds the fuzzer's seed corpus in .build-fuzz/seeds (never committed): every sample, every test fixture
# document, every fuzz regression, and the oracle's Interface Builder files from ../shared/oracle/files
# (copied at run time; they are not part of this repository). Files over the fuzzer's -max_len are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

seeds=.build-fuzz/seeds
max_len=${FUZZ_MAX_LEN:-65536}
rm -rf "$seeds"
mkdir -p "$seeds"

add() {
  local file=$1
  [ -f "$file" ] || return 0
  [ "$(wc -c <"$file")" -le "$max_len" ] || return 0
  # Name each seed after its content so that the same document is kept once.
  cp "$file" "$seeds/$(sha1sum "$file" | cut -c1-16)-$(basename "$file")"
}

shopt -s nullglob globstar
for file in Samples/*.layout.xml Tests/**/*.layout.xml Tests/**/*.storyboard Tests/**/*.xib \
            Tests/StackboardTests/Fixtures/fuzz-regressions/*; do
  add "$file"
done
for file in ../shared/oracle/files/*; do
  add "$file"
done
echo "seed corpus: $(ls "$seeds" | wc -l) files in $seeds"
