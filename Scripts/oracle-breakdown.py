#!/usr/bin/env python3
"""Group the misses of a frame-oracle report (compare.py --json) so that causes stand out.

    python3 Scripts/oracle-breakdown.py REPORT.json [--worst 15] [--file 031] [--kind label]
                                        [--roots-only] [--list]

For every compared view that is not within tolerance it prints
* counts by view kind, by which coordinates are off (x, y, w, h), and by file;
* whether the miss is a *root* miss (its parent was compared and matched, or it is top-level) or follows
  a parent that is already off (an inherited miss: fix the parent first);
* the worst files, and with --list every root miss with stored frame, tool frame and delta.
Standard library only.
"""

import argparse
import collections
import json
import sys


def coordinates_off(row, tol):
    names = "xywh"
    delta = row.get("delta") or [0, 0, 0, 0]
    used = range(2, 4) if row.get("mode") == "size" else range(4)
    return "".join(names[i] for i in used if abs(delta[i]) > tol + 1e-6) or "-"


def changes(old, new):
    """Views that became ok or stopped being ok between two reports."""
    before = {}
    for rec in old["files"]:
        for row in rec["views"]:
            before[(rec["n"], row["id"])] = row
    gained = lost = 0
    for rec in new["files"]:
        for row in rec["views"]:
            if row["status"] == "skipped":
                continue
            was = before.get((rec["n"], row["id"]), {}).get("status") == "ok"
            now = row["status"] == "ok"
            if was != now:
                gained += now
                lost += was
                print("  %s %-12s %-24s %s  stored %s tool %s" % (
                    rec["n"], row["id"], row["kind"][:24], "fixed" if now else "BROKEN",
                    row.get("stored"), row.get("tool")))
    print("fixed %d, broken %d" % (gained, lost))


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--worst", type=int, default=15)
    ap.add_argument("--file", help="only this file number")
    ap.add_argument("--kind", help="only views of this kind")
    ap.add_argument("--roots-only", action="store_true", help="count only root misses")
    ap.add_argument("--list", action="store_true", help="list every (root) miss")
    ap.add_argument("--against", metavar="OLD", help="list views that changed status since an older report")
    args = ap.parse_args(argv)
    report = json.load(open(args.report))
    if args.against:
        changes(json.load(open(args.against)), report)
        return
    tol = report.get("tolerance", 0.5)

    by_kind = collections.Counter()
    by_coord = collections.Counter()
    by_file = collections.Counter()
    by_file_root = collections.Counter()
    kind_coord = collections.Counter()
    totals = collections.Counter()
    listed = []
    for rec in report["files"]:
        if args.file and rec["n"] != args.file.zfill(3):
            continue
        status = {}
        for row in rec["views"]:
            if row["status"] != "skipped":
                status[row["id"]] = row["status"] == "ok"
        for row in rec["views"]:
            if row["status"] == "skipped":
                continue
            totals["compared"] += 1
            if row["status"] == "ok":
                totals["ok"] += 1
                continue
            if args.kind and row["kind"] != args.kind:
                continue
            parent_ok = status.get(row["parent"], True)
            root = parent_ok or row.get("mode") == "size"
            totals["root" if root else "inherited"] += 1
            if args.roots_only and not root:
                continue
            coords = "missing" if row["status"] == "missing" else coordinates_off(row, tol)
            by_kind[row["kind"]] += 1
            by_coord[coords] += 1
            kind_coord[(row["kind"], coords)] += 1
            by_file[rec["n"]] += 1
            if root:
                by_file_root[rec["n"]] += 1
            listed.append((rec["n"], row, coords, root))

    print("compared %d, ok %d (%.1f%%), misses %d: %d root, %d inherited" % (
        totals["compared"], totals["ok"], 100.0 * totals["ok"] / max(totals["compared"], 1),
        totals["compared"] - totals["ok"], totals["root"], totals["inherited"]))
    print("\nby kind:")
    for kind, count in by_kind.most_common():
        print("  %-32s %4d" % (kind, count))
    print("\nby coordinates off:")
    for coords, count in by_coord.most_common():
        print("  %-8s %4d" % (coords, count))
    print("\nby kind and coordinates (top 25):")
    for (kind, coords), count in kind_coord.most_common(25):
        print("  %-32s %-8s %4d" % (kind, coords, count))
    print("\nworst files (misses, root misses):")
    for n, count in by_file.most_common(args.worst):
        print("  %s %4d %4d" % (n, count, by_file_root[n]))
    if args.list:
        print("\nmisses:")
        for n, row, coords, root in listed:
            fmt = lambda f: "-" if not f else "[%s]" % ", ".join("%.2f" % v for v in f)
            print("  %s %-12s %-24s %-5s %-4s stored %s tool %s delta %s" % (
                n, row["id"], row["kind"][:24], coords, "root" if root else "inh",
                fmt(row.get("stored")), fmt(row.get("tool")), fmt(row.get("delta"))))


if __name__ == "__main__":
    main(sys.argv[1:])
