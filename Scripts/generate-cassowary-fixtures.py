#!/usr/bin/env python3
"""Generates differential fixtures for the Cassowary solver from kiwisolver (pip install kiwisolver).

    python3 Scripts/generate-cassowary-fixtures.py      # rewrites Tests/CassowaryTests/Fixtures/kiwi/random-systems.json

Each case is a sequence of solver operations on 2 to 6 variables: add constraints (required or not), optionally
remove some, optionally add edit variables and suggest values, and after each phase the values kiwi computes.
The Swift test (KiwiDifferentialTests) replays the operations and compares.

Priorities. Stackboard solves priorities lexicographically (no number of lower-priority constraints outweighs a
higher one); kiwi adds weighted errors. The fixtures only keep cases where both agree, which is checked, not
assumed:
  * Priorities come from the palette 999, 750, 500, 250 and 1 (at most three per case, plus optional
    "stay" constraints `x == r` at priority 1), with few constraints per level.
  * They map to kiwi strengths exponentially: priority p < 1000 becomes 10 ** (6 * (p - 1) / 999), so
    1 -> 1, 250 -> ~31, 500 -> ~1e3, 750 -> ~3.2e4, 999 -> 1e6 (kiwi's `strong`); priority 1000 becomes kiwi's
    `required`. Adjacent palette levels differ by a factor of about 30, which keeps weighted sums from crossing
    levels in most small systems. (Larger strengths, such as 1e9 for 999, make kiwi fail with "The objective is
    unbounded" on some systems: dust in the objective times 1e9 passes its 1e-8 test and enters the basis.)
  * Every expected state is checked against an exact lexicographic LP (Scripts/lexicographic_lp.py, rational
    arithmetic). Only variables whose optimum is unique are recorded; a case where kiwi differs from the exact
    lexicographic optimum, or accepts/rejects a required constraint differently, is discarded and counted.

Each case runs in a forked child process, because kiwi's InternalSolverError can abort the whole interpreter
(C++ terminate); such a case is discarded and counted. Each case has its own seeded random generator.

Required constraints kiwi cannot add are recorded as `"unsat": true`. kiwi 1.5.1 leaves its tableau inconsistent
after such a failure in its artificial-variable phase (the failed row stays in, e.g. `x >= 10, y >= x, y <= 5`
ends with x = 5), so the script rebuilds a fresh kiwi solver from the accepted constraints after every rejection.
"""

import json
import os
import random
import sys

import kiwisolver as kiwi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lexicographic_lp import System  # noqa: E402

SEED = 20261121
WANTED = 240
PALETTE = [999, 750, 500, 250, 1]
COEFFICIENTS = [-2, -1, -0.5, 0.5, 1, 2, 3]
OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CassowaryTests", "Fixtures", "kiwi",
    "random-systems.json")


def kiwi_strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 10 ** (6 * (priority - 1) / 999)


def kiwi_constraint(variables, terms, constant, relation):
    expression = sum((c * variables[v] for v, c in terms), kiwi.Expression([], constant))
    if relation == "==":
        return expression == 0
    if relation == "<=":
        return expression <= 0
    return expression >= 0


class Discard(Exception):
    pass


class Case:
    """Runs one random case on kiwi and on the exact reference at the same time."""

    def __init__(self, rng, index):
        self.rng = rng
        self.name = "case-%03d" % index
        self.n = rng.randint(2, 6)
        self.steps = []
        self.active = {}  # constraint id -> (terms, constant, relation, priority)
        self.kiwi_constraints = {}
        self.edits = {}  # variable -> (priority, value)
        self.build_kiwi()

    def build_kiwi(self):
        self.solver = kiwi.Solver()
        self.variables = [kiwi.Variable("v%d" % i) for i in range(self.n)]
        self.kiwi_constraints = {}
        for cid, (terms, constant, relation, priority) in sorted(self.active.items()):
            c = kiwi_constraint(self.variables, terms, constant, relation) | kiwi_strength(priority)
            self.solver.addConstraint(c)
            self.kiwi_constraints[cid] = c
        for variable, (priority, value) in sorted(self.edits.items()):
            self.solver.addEditVariable(self.variables[variable], kiwi_strength(priority))
            self.solver.suggestValue(self.variables[variable], value)

    def random_constraint(self, levels):
        rng = self.rng
        count = rng.randint(1, min(3, self.n))
        terms = [[v, rng.choice(COEFFICIENTS)] for v in sorted(rng.sample(range(self.n), count))]
        constant = rng.randint(-40, 40)
        relation = rng.choices(["==", "<=", ">="], weights=[4, 3, 3])[0]
        priority = 1000 if rng.random() < 0.45 else rng.choice(levels)
        return terms, constant, relation, priority

    def add(self, cid, constraint):
        terms, constant, relation, priority = constraint
        c = kiwi_constraint(self.variables, terms, constant, relation) | kiwi_strength(priority)
        try:
            self.solver.addConstraint(c)
            unsat = False
        except kiwi.UnsatisfiableConstraint:
            unsat = True
        if priority == 1000:
            required = [k for k in self.active.values() if k[3] == 1000] + [constraint]
            if System(self.n, required).feasible() == unsat:
                raise Discard("kiwi and the exact check disagree on satisfiability")
        self.steps.append({"op": "add", "id": cid, "terms": terms, "constant": constant, "relation": relation,
                           "priority": priority, "unsat": unsat})
        if unsat:
            self.build_kiwi()  # kiwi's tableau is not trustworthy after a failed add
        else:
            self.active[cid] = constraint
            self.kiwi_constraints[cid] = c

    def remove(self, cid):
        self.solver.removeConstraint(self.kiwi_constraints.pop(cid))
        del self.active[cid]
        self.steps.append({"op": "remove", "id": cid})

    def add_edit(self, variable, priority):
        self.solver.addEditVariable(self.variables[variable], kiwi_strength(priority))
        self.edits[variable] = (priority, 0.0)
        self.steps.append({"op": "edit", "variable": variable, "priority": priority})

    def suggest(self, variable, value):
        self.solver.suggestValue(self.variables[variable], value)
        self.edits[variable] = (self.edits[variable][0], value)
        self.steps.append({"op": "suggest", "variable": variable, "value": value})

    def expect(self):
        self.solver.updateVariables()
        constraints = list(self.active.values())
        constraints += [([[v, 1]], -value, "==", priority) for v, (priority, value) in self.edits.items()]
        result = System(self.n, constraints).solve()
        if result is None:
            raise Discard("required constraints infeasible")
        _, exact = result
        values = []
        for variable in range(self.n):
            if exact[variable] is None:
                continue
            got = self.variables[variable].value()
            want = float(exact[variable])
            if abs(got - want) > 1e-6 * max(1.0, abs(want)):
                raise Discard("kiwi differs from the lexicographic optimum")
            values.append([variable, got])
        self.steps.append({"op": "expect", "values": values})
        return len(values)


def run_case(rng, index):
    case = Case(rng, index)
    levels = rng.sample(PALETTE, rng.randint(1, 3))
    determined = 0
    cid = 0
    if rng.random() < 0.5:
        for variable in range(case.n):
            case.add(cid, ([[variable, 1]], -rng.randint(-20, 40), "==", 1))
            cid += 1
    for _ in range(rng.randint(2, 9)):
        case.add(cid, case.random_constraint(levels))
        cid += 1
    determined += case.expect()
    if rng.random() < 0.5 and case.active:
        for removed in rng.sample(sorted(case.active), min(len(case.active), rng.randint(1, 2))):
            case.remove(removed)
        determined += case.expect()
    if rng.random() < 0.5:
        for variable in rng.sample(range(case.n), rng.randint(1, 2)):
            case.add_edit(variable, rng.choice(PALETTE))
            case.suggest(variable, float(rng.randint(-60, 60)))
        determined += case.expect()
        for variable in sorted(case.edits):
            case.suggest(variable, rng.randint(-120, 120) / 2)
        determined += case.expect()
    if determined == 0:
        raise Discard("no variable is determined")
    return {"name": case.name, "variables": case.n, "steps": case.steps}


def run_isolated(index):
    """Runs case `index` in a child process; returns the case, or the reason it was discarded."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            result = {"case": run_case(random.Random("%d-%d" % (SEED, index)), index)}
        except Discard as reason:
            result = {"discarded": str(reason)}
        except Exception as error:  # kiwi exceptions such as InternalSolverError
            result = {"discarded": "kiwi raised %s" % type(error).__name__}
        with os.fdopen(write_end, "w") as pipe:
            pipe.write(json.dumps(result))
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    if not text:
        return None, "kiwi aborted the process"
    result = json.loads(text)
    return result.get("case"), result.get("discarded")


def main():
    cases = []
    discarded = {}
    attempts = 0
    while len(cases) < WANTED:
        attempts += 1
        case, reason = run_isolated(attempts)
        if case is None:
            discarded[reason] = discarded.get(reason, 0) + 1
        else:
            cases.append(case)
    document = {
        "generator": "Scripts/generate-cassowary-fixtures.py",
        "kiwisolver": kiwi.__version__,
        "seed": SEED,
        "strength": "priority p < 1000 -> 10 ** (6 * (p - 1) / 999); 1000 -> required",
        "cases": cases,
    }
    with open(OUTPUT, "w") as file:
        file.write("{\n")
        for key in ["generator", "kiwisolver", "seed", "strength"]:
            file.write("  %s: %s,\n" % (json.dumps(key), json.dumps(document[key])))
        file.write('  "cases": [\n')
        file.write(",\n".join("    " + json.dumps(case, separators=(",", ":")) for case in cases))
        file.write("\n  ]\n}\n")
    print("kept %d cases of %d attempts; discarded: %s" % (len(cases), attempts, discarded))
    print("recorded values: %d" % sum(len(s["values"]) for c in cases for s in c["steps"] if s["op"] == "expect"))


if __name__ == "__main__":
    main()
