"""Stack-shaped constraint systems shared by the Swift and the kiwisolver benchmark.

A vertical stack (width 375, spacing 4, fill) of R horizontal stacks, each holding four labels (spacing 8,
distribution fill, alignment fill), with the constraints UIStackView makes (uistackview.md 2.2): canvas
connection, spacing, alignment, and each label's content hugging (250 + i) and compression resistance (750 + i)
on both axes. Every view has the variables x, y, w, h. About 32 constraints per row; R is chosen to reach the
requested count. An edit variable on the root width then resizes the sheet, and a last required constraint
(`row0.x == 5`) conflicts with two others.
"""

LABELS = 4


def stack_system(target):
    rows = max(1, round((target - 5) / 32))
    names = []
    constraints = []

    def view(name):
        base = len(names)
        names.extend(["%s.%s" % (name, a) for a in ("x", "y", "w", "h")])
        return base, base + 1, base + 2, base + 3

    def add(relation, priority, constant, terms):
        constraints.append([relation, priority, constant, terms])

    vx, vy, vw, vh = view("root")
    add("==", 1000, 0, [[vx, 1]])
    add("==", 1000, 0, [[vy, 1]])
    add("==", 1000, -375, [[vw, 1]])
    previous = None
    for r in range(rows):
        hx, hy, hw, hh = view("row%d" % r)
        # Vertical stack: cross-axis fill alignment, then spacing or canvas connection along.
        add("==", 1000, 0, [[hx, 1], [vx, -1]])
        add("==", 1000, 0, [[hx, 1], [hw, 1], [vx, -1], [vw, -1]])
        if previous is None:
            add("==", 1000, 0, [[vy, 1], [hy, -1]])
        else:
            px, py, pw, ph = previous
            add("==", 1000, -4, [[hy, 1], [py, -1], [ph, -1]])
        labels = [view("row%d.label%d" % (r, i)) for i in range(LABELS)]
        for i, (lx, ly, lw, lh) in enumerate(labels):
            width = 40 + (r * 37 + i * 53) % 61
            height = 17 + (r + i) % 3 * 4
            add("==", 1000, 0, [[ly, 1], [hy, -1]])
            add("==", 1000, 0, [[ly, 1], [lh, 1], [hy, -1], [hh, -1]])
            add("<=", 250 + i, -width, [[lw, 1]])
            add(">=", 750 + i, -width, [[lw, 1]])
            add("<=", 250 + i, -height, [[lh, 1]])
            add(">=", 750 + i, -height, [[lh, 1]])
            if i == 0:
                add("==", 1000, 0, [[hx, 1], [lx, -1]])
            else:
                ox, oy, ow, oh = labels[i - 1]
                add("==", 1000, -8, [[lx, 1], [ox, -1], [ow, -1]])
        lx, ly, lw, lh = labels[-1]
        add("==", 1000, 0, [[hx, 1], [hw, 1], [lx, -1], [lw, -1]])
        previous = (hx, hy, hw, hh)
    px, py, pw, ph = previous
    add("==", 1000, 0, [[vy, 1], [vh, 1], [py, -1], [ph, -1]])
    return {
        "name": "stack-%d" % target,
        "variables": names,
        "constraints": constraints,
        "edit": {"variable": vw, "priority": 999, "values": [320 + 10 * k for k in range(10)]},
        # Required and in conflict with root.x == 0 and row0.x == root.x.
        "conflict": ["==", 1000, -5, [[4, 1]]],
    }
