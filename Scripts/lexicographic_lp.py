"""An exact lexicographic LP reference for small Cassowary systems (no scipy, rational arithmetic).

Model (the solving model of uistackview.md 2.3): required constraints must hold; then, level by level from the
highest priority down, the summed violation of the level is minimised without worsening any higher level.
Violation of `e == 0` is |e|, of `e <= 0` is max(0, e), of `e >= 0` is max(0, -e).

The LP solver is a dense two-phase simplex over `fractions.Fraction` with Bland's rule, so it terminates and is
exact. It is meant for systems of a handful of variables, as used by generate-cassowary-fixtures.py.
"""

from fractions import Fraction

INFEASIBLE = "infeasible"
UNBOUNDED = "unbounded"


def simplex_min(cost, rows):
    """Minimises cost . z subject to rows and z >= 0.

    rows: list of (coefficients, sense, rhs) with sense in '<=', '==', '>='. All numbers are Fractions.
    Returns (value, z), or INFEASIBLE / UNBOUNDED.
    """
    n = len(cost)
    # Standard form: one slack per inequality, right-hand sides made non-negative, one artificial per row.
    slack_count = sum(1 for _, sense, _ in rows if sense != "==")
    width = n + slack_count + len(rows)
    table = []
    basis = []
    slack = n
    for index, (coefficients, sense, rhs) in enumerate(rows):
        line = [Fraction(0)] * (width + 1)
        for j, a in enumerate(coefficients):
            line[j] = a
        if sense == "<=":
            line[slack] = Fraction(1)
            slack += 1
        elif sense == ">=":
            line[slack] = Fraction(-1)
            slack += 1
        line[width] = rhs
        if rhs < 0:
            line = [-a for a in line]
        artificial = n + slack_count + index
        line[artificial] = Fraction(1)
        table.append(line)
        basis.append(artificial)

    def pivot(r, c):
        p = table[r][c]
        table[r] = [a / p for a in table[r]]
        for i in range(len(table)):
            if i != r and table[i][c] != 0:
                f = table[i][c]
                table[i] = [a - f * b for a, b in zip(table[i], table[r])]
        basis[r] = c

    def run(objective, allowed):
        # objective: coefficients over all columns; minimise. Bland's rule: lowest index entering and leaving.
        while True:
            reduced = []
            for j in range(width):
                if not allowed(j) or j in basis:
                    continue
                d = objective[j] - sum(objective[basis[i]] * table[i][j] for i in range(len(table)))
                if d < 0:
                    reduced.append(j)
                    break
            if not reduced:
                return True
            c = reduced[0]
            best = None
            for i in range(len(table)):
                if table[i][c] > 0:
                    ratio = table[i][width] / table[i][c]
                    if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                        best = (ratio, i)
            if best is None:
                return False
            pivot(best[1], c)

    first = n + slack_count
    phase_one = [Fraction(0)] * first + [Fraction(1)] * len(rows)
    run(phase_one, lambda j: True)
    if sum(table[i][width] for i in range(len(table)) if basis[i] >= first) != 0:
        return INFEASIBLE
    # Drive artificials out of the basis where possible.
    for i in range(len(table)):
        if basis[i] >= first:
            for j in range(first):
                if table[i][j] != 0:
                    pivot(i, j)
                    break
    full_cost = list(cost) + [Fraction(0)] * (width - n)
    if not run(full_cost, lambda j: j < first):
        return UNBOUNDED
    z = [Fraction(0)] * width
    for i, b in enumerate(basis):
        z[b] = table[i][width]
    return sum(c * v for c, v in zip(cost, z[:n])), z[:n]


class System:
    """Constraints over `variable_count` free variables: (terms, constant, relation, priority)."""

    def __init__(self, variable_count, constraints):
        self.n = variable_count
        self.constraints = constraints
        self.levels = sorted({p for (_, _, _, p) in constraints if p < 1000}, reverse=True)
        # Columns: x+ and x- for every variable, then one or two error columns per non-required constraint.
        self.error_columns = []  # (level, column)
        self.rows = []
        column = 2 * self.n
        for terms, constant, relation, priority in constraints:
            coefficients = {}
            for variable, coefficient in terms:
                coefficients[2 * variable] = coefficients.get(2 * variable, 0) + Fraction(coefficient)
                coefficients[2 * variable + 1] = coefficients.get(2 * variable + 1, 0) - Fraction(coefficient)
            rhs = -Fraction(constant)
            sense = {"==": "==", "<=": "<=", ">=": ">="}[relation]
            if priority < 1000:
                if relation == "==":
                    coefficients[column] = Fraction(-1)
                    coefficients[column + 1] = Fraction(1)
                    self.error_columns += [(priority, column), (priority, column + 1)]
                    column += 2
                elif relation == "<=":
                    coefficients[column] = Fraction(-1)
                    self.error_columns.append((priority, column))
                    column += 1
                else:
                    coefficients[column] = Fraction(1)
                    self.error_columns.append((priority, column))
                    column += 1
            self.rows.append((coefficients, sense, rhs))
        self.width = column

    def _dense_rows(self, extra):
        rows = []
        for coefficients, sense, rhs in self.rows + extra:
            line = [Fraction(0)] * self.width
            for j, a in coefficients.items():
                line[j] = a
            rows.append((line, sense, rhs))
        return rows

    def _level_cost(self, level):
        cost = [Fraction(0)] * self.width
        for p, column in self.error_columns:
            if p == level:
                cost[column] = Fraction(1)
        return cost

    def feasible(self):
        return simplex_min([Fraction(0)] * self.width, self._dense_rows([])) != INFEASIBLE

    def solve(self):
        """Returns (level optima, {variable: exact value or None when not determined}), or None if infeasible."""
        extra = []
        optima = []
        for level in self.levels:
            cost = self._level_cost(level)
            result = simplex_min(cost, self._dense_rows(extra))
            if result == INFEASIBLE:
                return None
            value = result[0]
            optima.append(value)
            extra.append(({j: c for j, c in enumerate(cost) if c}, "<=", value))
        if not self.levels and not self.feasible():
            return None
        values = {}
        for variable in range(self.n):
            cost = [Fraction(0)] * self.width
            cost[2 * variable] = Fraction(1)
            cost[2 * variable + 1] = Fraction(-1)
            low = simplex_min(cost, self._dense_rows(extra))
            high = simplex_min([-c for c in cost], self._dense_rows(extra))
            if low in (INFEASIBLE, UNBOUNDED) or high in (INFEASIBLE, UNBOUNDED):
                values[variable] = None
            elif low[0] == -high[0]:
                values[variable] = low[0]
            else:
                values[variable] = None
        return optima, values
