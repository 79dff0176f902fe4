import Cassowary
import LayoutModel

/// The solution of one ``ConstraintSet``: a value per variable and what had to give.
struct Solution: Sendable {
    var values: [Double]
    /// Required constraints that conflicted with the ones before them and were broken, UIKit-style.
    var conflicts: [SolvedConflict]
    /// Set when the solver broke down (pivot budget, internal error); the values are then unreliable.
    var failure: String?
}

/// One broken required constraint and the minimal set of required constraints it conflicted with.
struct SolvedConflict: Sendable {
    /// The index of the broken constraint in its ``ConstraintSet``.
    var broken: Int
    /// The sources of every constraint in the conflict, in the order they were added; the broken one is last.
    var members: [ConstraintSource]
}

/// Solves a ``ConstraintSet`` with the `Cassowary` module's lexicographic solver.
///
/// Priorities: Cassowary compares priorities by value, level by level, and so does Auto Layout; only their order
/// matters. Every distinct non-required ``PriorityKey`` is therefore mapped, in order, onto evenly spaced
/// priorities between 1 and 999 (`PriorityLadder`), which leaves room for Stackboard's levels below UIKit's 1.
///
/// Conflicts: the solver runs in UIKit's mode. A required constraint that cannot be added is dropped and recorded
/// with its minimal conflicting set; solving goes on, as UIKit's "will attempt to recover by breaking constraint".
enum CassowaryBridge {
    static func solve(_ set: ConstraintSet) -> Solution {
        solveKeepingSolver(set).solution
    }

    /// Solves `set` and keeps the solver, so that its ambiguity pulls can be moved afterwards (``LiveSystem``).
    static func solveKeepingSolver(_ set: ConstraintSet) -> (solution: Solution, system: LiveSystem) {
        let ladder = PriorityLadder(set.constraints.map(\.priority))
        let solver = Solver(conflictMode: .uikit)
        let variables = set.variableNames.map { solver.makeVariable($0) }
        // By constraint index: the origin given to the solver; by handle id: the constraint index.
        var origins = [ConstraintOrigin?](repeating: nil, count: set.constraints.count)
        var indexByHandle = [Int](repeating: -1, count: set.constraints.count)
        var handles = [ConstraintHandle?](repeating: nil, count: set.constraints.count)
        var failure: String?
        // Required constraints first, in their order (which decides what a conflict breaks), then the others from
        // the strongest level down: each addition then disturbs less of what the solver already optimized.
        let order = set.constraints.indices.sorted { a, b in
            let pa = set.constraints[a].priority, pb = set.constraints[b].priority
            if pa.isRequired != pb.isRequired { return pa.isRequired }
            if pa != pb { return pb < pa }
            return a < b
        }
        for index in order {
            let constraint = set.constraints[index]
            let origin = ConstraintOrigin(rule: constraint.source.description, file: nil,
                                          line: constraint.source.range?.start.line,
                                          column: constraint.source.range?.start.column)
            origins[index] = origin
            let expression = Expression(
                terms: constraint.expression.terms.map { Term(variables[$0.variable], $0.coefficient) },
                constant: constraint.expression.constant)
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessOrEqual: .lessOrEqual
            case .greaterOrEqual: .greaterOrEqual
            }
            let priority = Priority(ladder.priority(for: constraint.priority))
            do {
                let handle = try solver.add(Constraint(expression, relation, priority: priority, origin: origin))
                indexByHandle[handle.id] = index
                handles[index] = handle
            } catch .duplicateConstraint {
                continue  // the same constraint twice changes nothing
            } catch {
                failure = "\(error)"
                break
            }
        }
        let values = variables.map { solver.value(of: $0) }
        var sourcesByOrigin: [ConstraintOrigin: ConstraintSource] = [:]  // looked up only
        if !solver.conflicts.isEmpty {
            for index in order {
                guard let origin = origins[index] else { continue }
                if sourcesByOrigin[origin] == nil { sourcesByOrigin[origin] = set.constraints[index].source }
            }
        }
        let conflicts = solver.conflicts.compactMap { conflict -> SolvedConflict? in
            guard conflict.handle.id < indexByHandle.count, indexByHandle[conflict.handle.id] >= 0 else { return nil }
            let index = indexByHandle[conflict.handle.id]
            let members = conflict.conflicting.map {
                sourcesByOrigin[$0] ?? ConstraintSource(rule: $0.rule, elementID: nil, range: nil)
            }
            return SolvedConflict(broken: index, members: members)
        }
        let solution = Solution(values: values, conflicts: conflicts, failure: failure)
        let pulls = set.pulls.compactMap { handles[$0] }
        return (solution, LiveSystem(solver: solver, variables: variables, pulls: pulls))
    }
}

/// A solved constraint set whose solver is kept, for `AmbiguityCheck`: moving the ambiguity pulls' targets on
/// the live solver re-optimizes incrementally (dual simplex) instead of solving everything again.
final class LiveSystem {
    private let solver: Solver
    private let variables: [Variable]
    /// The pulls the solver holds (``ConstraintSet/pulls``; a duplicate of an earlier pull is not held).
    private let pulls: [ConstraintHandle]

    init(solver: Solver, variables: [Variable], pulls: [ConstraintHandle]) {
        self.solver = solver
        self.variables = variables
        self.pulls = pulls
    }

    /// Moves every pull's target by `delta` (sizes towards `delta`, positions towards the superview's origin plus
    /// `delta`, as `ConstraintBuilder.pullTarget` would have written them) and returns every variable's new value;
    /// nil when the solver had broken down or breaks down now.
    func movingPulls(by delta: Double) -> [Double]? {
        do {
            try solver.moveConstants(pulls.map { ($0, delta) })
        } catch {
            return nil
        }
        return variables.map { solver.value(of: $0) }
    }

    /// How far the held constraints let the variable at `index` go: its value with a weak edit constraint pulling it
    /// to `reach`, then to `-reach`, the edit removed again afterwards. Nil when the solver has broken down.
    func range(ofVariable index: Int, reach: Double) -> (high: Double, low: Double)? {
        let variable = variables[index]
        do {
            try solver.addEditVariable(variable, priority: Priority(1))
            try solver.suggestValue(reach, for: variable)
            let high = solver.value(of: variable)
            try solver.suggestValue(-reach, for: variable)
            let low = solver.value(of: variable)
            try solver.removeEditVariable(variable)
            return (high, low)
        } catch {
            return nil
        }
    }

    /// Moves every pull's target towards `delta` (its sign gives the direction) as `movingPulls` would, but only as
    /// far as the solver's optimal basis holds (`Solver.advanceConstants`): every value is affine in the distance
    /// moved until there. Returns the signed distance moved and every variable's value there; an infinite distance
    /// (nothing moved) when `delta` is infinite and the basis holds without end; nil when the solver breaks down.
    func tracingPulls(toward delta: Double) -> (moved: Double, values: [Double])? {
        let direction: Double = delta < 0 ? -1 : 1
        let moved: Double
        do {
            moved = try solver.advanceConstants(pulls.map { ($0, direction) }, upTo: abs(delta))
        } catch {
            return nil
        }
        return (direction * moved, variables.map { solver.value(of: $0) })
    }
}

/// Maps priority keys, in order, onto Cassowary priorities: required stays 1000, the rest spread over 1…999.
struct PriorityLadder {
    /// The distinct non-required keys, weakest first: a key's rank is its index (found by binary search, which for
    /// the few levels of a system costs less than building a hash table).
    private let distinct: [PriorityKey]

    init(_ keys: [PriorityKey]) {
        var sorted = keys.filter { !$0.isRequired }
        sorted.sort()
        var distinct: [PriorityKey] = []
        distinct.reserveCapacity(sorted.count)
        for key in sorted where distinct.last != key { distinct.append(key) }
        self.distinct = distinct
    }

    func priority(for key: PriorityKey) -> Double {
        if key.isRequired { return 1000 }
        var low = 0, high = distinct.count
        while low < high {
            let middle = (low + high) / 2
            if distinct[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < distinct.count, distinct[low] == key, distinct.count > 1 else { return 1 }
        return 1 + 998 * Double(low) / Double(distinct.count - 1)
    }
}
