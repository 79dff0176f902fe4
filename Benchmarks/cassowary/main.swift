// Times the Cassowary solver on a system file written by run.py; prints one JSON line (CPU milliseconds, values).
// "conflict" is the time to reject the conflicting constraint and find its minimal conflicting set.
// Usage: CassowaryBenchmark SYSTEM.json REPEATS   (built in release mode by run.py)

import Cassowary
import Foundation

struct System: Decodable {
    struct Edit: Decodable {
        var variable: Int
        var priority: Double
        var values: [Double]
    }
    var variables: [String]
    var constraints: [[ConstraintField]]
    var edit: Edit
    var conflict: [ConstraintField]
}

/// One field of `[relation, priority, constant, [[variable, coefficient], …]]`.
enum ConstraintField: Decodable {
    case text(String)
    case number(Double)
    case terms([[Double]])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .terms(try container.decode([[Double]].self))
        }
    }
}

func makeConstraint(_ fields: [ConstraintField], _ variables: [Variable], origin: String) -> Constraint {
    guard case .text(let relationText) = fields[0], case .number(let priority) = fields[1],
        case .number(let constant) = fields[2], case .terms(let pairs) = fields[3]
    else { fatalError("bad constraint") }
    let relation: Relation = relationText == "==" ? .equal : relationText == "<=" ? .lessOrEqual : .greaterOrEqual
    let expression = Expression(terms: pairs.map { Term(variables[Int($0[0])], $0[1]) }, constant: constant)
    return Constraint(expression, relation, priority: Priority(priority), origin: ConstraintOrigin(rule: origin))
}

func build(_ system: System) throws -> (Solver, [Variable]) {
    let solver = Solver()
    let variables = system.variables.map { solver.makeVariable($0) }
    for (index, fields) in system.constraints.enumerated() {
        try solver.add(makeConstraint(fields, variables, origin: "c\(index)"))
    }
    return (solver, variables)
}

/// CPU time of this thread while `body` runs, in milliseconds (steadier than wall time on a shared machine).
func cpuMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    let start = now()
    try body()
    return now() - start
}

let arguments = CommandLine.arguments
let system = try JSONDecoder().decode(System.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let repeats = Int(arguments[2]) ?? 1
var buildTimes: [Double] = []
var editTimes: [Double] = []
var conflictTimes: [Double] = []
var conflictSize = 0
var values: [Double] = []
for _ in 0..<repeats {
    var solver: Solver!
    var variables: [Variable] = []
    buildTimes.append(cpuMilliseconds { (solver, variables) = try! build(system) })
    let edited = variables[system.edit.variable]
    editTimes.append(
        cpuMilliseconds {
            try! solver.addEditVariable(edited, priority: Priority(system.edit.priority))
            for value in system.edit.values { try! solver.suggestValue(value, for: edited) }
        })
    values = variables.map { solver.value(of: $0) }
    let conflicting = makeConstraint(system.conflict, variables, origin: "conflict")
    conflictTimes.append(
        cpuMilliseconds {
            do {
                try solver.add(conflicting)
            } catch {
                if case SolverError.unsatisfiable(let set) = error { conflictSize = set.count }
            }
        })
}
let output: [String: Any] = [
    "build": buildTimes.min()!, "edit": editTimes.min()!, "conflict": conflictTimes.min()!,
    "conflictSize": conflictSize, "values": values,
]
print(String(data: try JSONSerialization.data(withJSONObject: output), encoding: .utf8)!)
