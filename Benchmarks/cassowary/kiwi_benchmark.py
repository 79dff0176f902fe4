"""Times kiwisolver on a system file written by run.py; prints one JSON line (CPU milliseconds, values).

"conflict" is the time kiwi takes to reject the conflicting constraint (it names only that constraint).
"""

import json
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    # The same mapping as Scripts/generate-cassowary-fixtures.py.
    return kiwi.strength.required if priority >= 1000 else 10 ** (6 * (priority - 1) / 999)


def make_constraint(variables, fields):
    relation, priority, constant, terms = fields
    expression = sum((c * variables[v] for v, c in terms), kiwi.Expression([], constant))
    constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
    return constraint | strength(priority)


def build(system):
    solver = kiwi.Solver()
    variables = [kiwi.Variable(name) for name in system["variables"]]
    for fields in system["constraints"]:
        solver.addConstraint(make_constraint(variables, fields))
    solver.updateVariables()
    return solver, variables


def main():
    system = json.load(open(sys.argv[1]))
    repeats = int(sys.argv[2])
    build_times, edit_times, conflict_times = [], [], []
    for _ in range(repeats):
        start = time.thread_time()
        solver, variables = build(system)
        build_times.append((time.thread_time() - start) * 1000)
        edit = system["edit"]
        start = time.thread_time()
        solver.addEditVariable(variables[edit["variable"]], strength(edit["priority"]))
        for value in edit["values"]:
            solver.suggestValue(variables[edit["variable"]], value)
            solver.updateVariables()
        edit_times.append((time.thread_time() - start) * 1000)
        values = [v.value() for v in variables]
        start = time.thread_time()
        try:
            solver.addConstraint(make_constraint(variables, system["conflict"]))
        except kiwi.UnsatisfiableConstraint:
            pass
        conflict_times.append((time.thread_time() - start) * 1000)
    print(json.dumps({"build": min(build_times), "edit": min(edit_times), "conflict": min(conflict_times),
                      "values": values}))


if __name__ == "__main__":
    main()
