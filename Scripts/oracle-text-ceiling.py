#!/usr/bin/env python3
"""How far exact text sizes would take the frame oracle's score: the part of the misses that text metrics cause.

    python3 Scripts/oracle-text-ceiling.py --tool .build/release/stackboard [--report REPORT.json]
                                           [--oracle ../shared/oracle] [--keep DIR] [--jobs 2]

1. It scores the tool (or reads a `compare.py --json` report of it).
2. Every label, button, text field and segmented control that the tool sizes wrongly by a little (width off by at
   most --max-width pt, height by at most --max-height pt, so that its own measurement is the likely cause, not a
   rule of the layout around it) gets its stored size as a design-time intrinsic size: a `<designables>` entry in a
   copy of its document, which Interface Builder's own format defines and the reader already honours.
3. It scores the copies the same way and prints both scores, then the misses that are left, per file.

The second score is what a pixel-exact model of SF's text would give, everything else unchanged: an upper bound for
work on `TextMetrics`, and the misses left are the ones that text cannot explain (stale or ambiguous stored frames,
rules). It measures only; nothing it learns goes into the tool. Standard library only.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

TEXT_KINDS = {"label", "button", "textField", "segmentedControl"}


def score(compare, tool, directory, jobs, report):
    command = [sys.executable, compare, "--tool", tool, "--json", report, "--jobs", str(jobs)]
    if directory:
        command += ["--dir", directory]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    last = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    if result.returncode != 0 or not last.startswith("oracle:"):
        sys.exit(f"oracle-text-ceiling: compare.py failed:\n{result.stdout[-2000:]}")
    with open(report, encoding="utf-8") as handle:
        return last, json.load(handle)


def mis_sized_text_views(file_report, max_width, max_height):
    """The text views of one file whose stored size should stand in for the tool's measurement."""
    chosen = []
    for view in file_report["views"]:
        delta = view.get("delta")
        if view["kind"] not in TEXT_KINDS or view["status"] in ("ok", "skipped") or not delta:
            continue
        if abs(delta[2]) <= max_width and abs(delta[3]) <= max_height:
            chosen.append((view["id"], view["stored"][2], view["stored"][3]))
    return chosen


def with_designables(text, sizes):
    """The document with `sizes` as design-time intrinsic sizes. New entries come first in `<designables>`: the
    reader keeps the first entry of an id, so they win over any the document has."""
    entries = "".join(
        f'        <designable name="{view}">\n'
        f'            <size key="intrinsicContentSize" width="{width!r}" height="{height!r}"/>\n'
        f"        </designable>\n"
        for view, width, height in sizes)
    match = re.search(r"<designables>[ \t]*\n", text)
    if match:
        return text[:match.end()] + entries + text[match.end():]
    block = "    <designables>\n" + entries + "    </designables>\n"
    for anchor in ("    <resources>", "</document>"):
        index = text.rfind(anchor)
        if index >= 0:
            return text[:index] + block + text[index:]
    raise ValueError("no place for <designables>")


def misses(report):
    counts = collections.Counter()
    for file_report in report["files"]:
        for view in file_report["views"]:
            if view["status"] not in ("ok", "skipped"):
                counts[file_report["n"]] += 1
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", required=True, help="the built stackboard")
    parser.add_argument("--oracle", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "oracle"),
                        help="the oracle folder (compare.py, files/); default ../shared/oracle beside the checkout")
    parser.add_argument("--report", help="a compare.py --json report of this tool, instead of scoring it again")
    parser.add_argument("--max-width", type=float, default=6, help="largest width error that counts as text (pt)")
    parser.add_argument("--max-height", type=float, default=3, help="largest height error that counts as text (pt)")
    parser.add_argument("--keep", help="write the changed documents here instead of a temporary folder")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()

    compare = os.path.join(args.oracle, "compare.py")
    files = os.path.join(args.oracle, "files")
    work = args.keep or tempfile.mkdtemp(prefix="oracle-text-ceiling-")
    os.makedirs(work, exist_ok=True)

    if args.report:
        with open(args.report, encoding="utf-8") as handle:
            before = json.load(handle)
        totals = before["totals"]
        first_line = "oracle (given report): %s/%s" % (totals.get("within_tolerance"), totals.get("comparable"))
    else:
        first_line, before = score(compare, args.tool, None, args.jobs, os.path.join(work, "before.json"))

    replaced = 0
    copies = os.path.join(work, "files")
    os.makedirs(copies, exist_ok=True)
    for file_report in before["files"]:
        name = os.path.basename(file_report["file"])
        with open(os.path.join(files, name), encoding="utf-8") as handle:
            text = handle.read()
        sizes = mis_sized_text_views(file_report, args.max_width, args.max_height)
        if sizes:
            text = with_designables(text, sizes)
            replaced += len(sizes)
        with open(os.path.join(copies, name), "w", encoding="utf-8") as handle:
            handle.write(text)

    last_line, after = score(compare, args.tool, copies, args.jobs, os.path.join(work, "after.json"))
    print(f"as measured:            {first_line}")
    print(f"with exact text sizes:  {last_line}  ({replaced} text views given their stored size)")
    left = misses(after)
    print(f"misses left: {sum(left.values())} in {len(left)} files: "
          + ", ".join(f"{n} {count}" for n, count in sorted(left.items())))
    print(f"documents and reports: {work}")


if __name__ == "__main__":
    main()
