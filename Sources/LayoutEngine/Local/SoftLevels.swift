/// The soft constraints of a small lexicographic LP (`CentringTies`' share LP, `CentringProgram`'s) whose error is
/// strictly monotone on each side of its least value: equalities (error |E|) and sums of terms that are
/// non-negative wherever the LP is feasible (`LevelSums`, error E).
///
/// Minimizing such a constraint's level fixes the value of its terms' combination on every solution optimal so far
/// (a strictly monotone function of one number has one least point on an interval). A constraint at a weaker level
/// whose terms are a multiple of that combination is then constant on those solutions and changes nothing, and so
/// is one without terms: ``write(into:source:)`` leaves both out. The LP keeps its optimal solutions with fewer
/// rows and levels. In a centring LP this drops, for example, the distances that only views 0 and 1 move (their
/// differences from distance 0 are the same sum plus different constants) and the index tie-break levels that
/// only the last view pays.
struct SoftLevels {
    private var entries: [(expression: LinearExpression, relation: ConstraintRelation, key: PriorityKey,
                           terms: [LinearTerm])] = []

    /// Adds `expression relation 0` at level `key`; the caller guarantees the error is strictly monotone (see above).
    mutating func add(_ expression: LinearExpression, _ relation: ConstraintRelation, priority key: PriorityKey) {
        entries.append((expression, relation, key, Self.combined(expression.terms)))
    }

    /// Writes the constraints that are not constant once the stronger ones are minimized, in the order added.
    func write(into set: inout ConstraintSet, source: ConstraintSource) {
        for (index, entry) in entries.enumerated() where !entry.terms.isEmpty {
            let fixed = entries.indices.contains { other in
                other != index && entry.key < entries[other].key && Self.proportional(entries[other].terms, entry.terms)
            }
            guard !fixed else { continue }
            // `set.add(expression, relation, 0)` without copying the terms (expression − 0 is the same expression).
            set.append(LayoutConstraint(expression: entry.expression, relation: entry.relation, priority: entry.key,
                                        source: source))
        }
    }

    /// The terms by variable, a repeated variable's coefficients summed, zero sums dropped.
    private static func combined(_ terms: [LinearTerm]) -> [LinearTerm] {
        // Mostly written that way already (variables made in order, one term each).
        if zip(terms, terms.dropFirst()).allSatisfy({ $0.variable < $1.variable }),
           !terms.contains(where: { $0.coefficient == 0 }) {
            return terms
        }
        var result: [LinearTerm] = []
        result.reserveCapacity(terms.count)
        for term in terms.sorted(by: { $0.variable < $1.variable }) {
            if let last = result.last, last.variable == term.variable {
                result[result.count - 1].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        result.removeAll { $0.coefficient == 0 }
        return result
    }

    /// Whether `b` is a multiple of `a` (both ``combined(_:)``, `a` not empty): the same variables, coefficients in
    /// one ratio (compared exactly, cross-multiplied; rounding only ever keeps a constraint).
    private static func proportional(_ a: [LinearTerm], _ b: [LinearTerm]) -> Bool {
        guard a.count == b.count, let a0 = a.first, let b0 = b.first else { return false }
        for (x, y) in zip(a, b)
        where x.variable != y.variable || x.coefficient * b0.coefficient != y.coefficient * a0.coefficient {
            return false
        }
        return true
    }
}
