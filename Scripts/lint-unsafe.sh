#!/usr/bin/env bash
# Finds constructs that stop the process on bad input (robustness.md §4.1) in the code that handles input: the
# parser, resolver, solver, engine, text metrics, emitter, driver and CLI. Swift traps (SIGILL) on a force unwrap of
# nil, `try!` on an error, a failed `as!`, `fatalError`/`precondition`, and a duplicate key in
# `Dictionary(uniqueKeysWithValues:)`; `Int(x)` of a Double traps on NaN, infinity or out-of-range values.
#
# A justified use stays when its line, or a comment line right above it, says `// lint-unsafe: <why it cannot trap>`.
#
#   Scripts/lint-unsafe.sh            check the default folders
#   Scripts/lint-unsafe.sh PATH...    check these files or folders
# Exit status 1 when something is found.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then
  roots=("$@")
else
  roots=(Sources/LayoutModel Sources/Markup Sources/TraitResolver Sources/Cassowary Sources/LayoutEngine
         Sources/TextMetrics Sources/SVGEmitter Sources/Stackboard Sources/StackboardCLI)
fi

mapfile -t files < <(find "${roots[@]}" -name '*.swift' -not -path '*/Generated/*' | sort)
[ ${#files[@]} -gt 0 ] || { echo "lint-unsafe: no Swift files under ${roots[*]}"; exit 1; }

# awk blanks string literals (also multi-line """ ones) and comments before matching, so that text such as "Hi!"
# or a comment cannot match, and skips lines with the allow-list comment or right below one.
awk '
  FNR == 1 { inMultiline = 0; allowed = 0 }
  {
    line = $0
    allowedByLineAbove = allowed
    allowed = (line ~ /^[ \t]*\/\/.*lint-unsafe:/)
    if (line ~ /lint-unsafe:/ || allowedByLineAbove) next
    if (inMultiline) {
      if (index(line, "\"\"\"") == 0) next
      sub(/^.*"""/, "", line); inMultiline = 0
    }
    if (gsub(/"""/, "\"\"\"", line) % 2 == 1) { sub(/""".*$/, "", line); inMultiline = 1 }
    gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
    sub(/\/\/.*$/, "", line)
    problem = ""
    if (line ~ /try!/) problem = "try! traps on an error"
    else if (line ~ /as!/) problem = "as! traps on a failed cast"
    else if (line ~ /(^|[^A-Za-z0-9_])(fatalError|precondition|preconditionFailure)\(/) problem = "traps"
    else if (line ~ /uniqueKeysWithValues/) problem = "traps on a duplicate key; use uniquingKeysWith"
    else if (line ~ /unsafelyUnwrapped/) problem = "unchecked unwrap"
    else if (line ~ /[A-Za-z0-9_)\]]!([^=]|$)/) problem = "force unwrap traps on nil"
    else if (line ~ /(^|[^A-Za-z0-9_.])U?Int(8|16|32|64)?\((floor|ceil|round|trunc)\(/ || \
             line ~ /(^|[^A-Za-z0-9_.])U?Int(8|16|32|64)?\([^()]*\.rounded\(/) \
      problem = "Int(Double) traps on NaN, infinity or overflow; use Int(exactly:) or clamp first"
    if (problem != "") { printf "%s:%d: %s: %s\n", FILENAME, FNR, problem, $0; found++ }
  }
  END {
    if (found > 0) { printf "lint-unsafe: %d finding(s); fix them or justify with // lint-unsafe: <why>\n", found; exit 1 }
  }
' "${files[@]}"
echo "lint-unsafe: ${#files[@]} files clean"
