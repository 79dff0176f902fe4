/// Explaining an unsatisfiable required constraint: which required constraints conflict with it.
///
/// The approach is the additive ("constructive") method for irreducible infeasible sets, re-solving in scratch
/// tableaus:
/// 1. Candidates are the required constraints in the solver that share variables with the failing one, directly or
///    through other required constraints (only those can take part), in the order they were added. Non-required
///    constraints never conflict: their error variables absorb any violation.
/// 2. The failing constraint `f` is in every conflicting subset, because the constraints before it were
///    satisfiable. Start with the set `T = {f}`.
/// 3. Round: add `T`, then the candidates one by one, to a fresh tableau. If `T` alone fails, `T` is the answer.
///    Otherwise the first candidate `cᵢ` whose addition fails is needed for the conflict: add it to `T` and keep only
///    the candidates before it for the next round.
/// The result is minimal: removing any member makes the rest satisfiable. It costs one scratch solve per member,
/// on the connected part of the system only, and runs only when adding fails.
extension Solver {
    func conflictingSet(for failing: Constraint) -> [ConstraintOrigin] {
        var candidates = connectedRequiredConstraints(of: failing)
        var members: [Constraint] = []
        while true {
            var scratch = Tableau(epsilon: epsilon, pivotBudget: pivotBudget)
            var symbols = [Int](repeating: -1, count: variableCount)
            func add(_ constraint: Constraint) -> Bool? {
                for term in constraint.expression.terms where symbols[term.variable.id] < 0 {
                    symbols[term.variable.id] = scratch.makeSymbol(.external)
                }
                do {
                    _ = try Solver.insert(constraint, into: &scratch) { [symbols] in symbols[$0.id] }
                    return true
                } catch .unsatisfiable {
                    return false
                } catch {
                    return nil  // the scratch solve broke down: stop refining
                }
            }
            var complete = true
            for member in members + [failing] {
                guard let added = add(member) else { return (members + [failing]).map(\.origin) }
                if !added {
                    complete = false
                    break
                }
            }
            if !complete { break }
            var culprit: Int?
            for (index, candidate) in candidates.enumerated() {
                guard let added = add(candidate) else { return (members + [failing]).map(\.origin) }
                if !added {
                    culprit = index
                    break
                }
            }
            guard let culprit else { break }  // cannot happen in exact arithmetic; report what was found
            members.append(candidates[culprit])
            candidates.removeSubrange(culprit...)
        }
        // Members were found from the latest-added backwards; report them in the order they were added.
        return members.reversed().map(\.origin) + [failing.origin]
    }

    /// The required constraints in the solver connected to `constraint` through shared variables, in add order.
    private func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        var required: [Int] = []  // record ids
        var byVariable = [[Int]](repeating: [], count: variableCount)
        for (id, record) in records.enumerated() {
            guard let record, record.tag != nil, record.constraint.priority.isRequired else { continue }
            required.append(id)
            for term in record.constraint.expression.terms { byVariable[term.variable.id].append(id) }
        }
        var reached = [Bool](repeating: false, count: records.count)
        var visited = [Bool](repeating: false, count: variableCount)
        var work = constraint.expression.terms.map(\.variable.id)
        while let variable = work.popLast() {
            if visited[variable] { continue }
            visited[variable] = true
            for id in byVariable[variable] where !reached[id] {
                reached[id] = true
                work.append(contentsOf: records[id]?.constraint.expression.terms.map(\.variable.id) ?? [])
            }
        }
        return required.filter { reached[$0] }.compactMap { records[$0]?.constraint }
    }
}
