import Foundation
import Testing

@testable import Cassowary

/// Replays the random systems of `Fixtures/kiwi/random-systems.json` (made by
/// `Scripts/generate-cassowary-fixtures.py` from kiwisolver, and checked there against an exact lexicographic LP)
/// and compares every recorded value and every rejected required constraint.
struct KiwiDifferentialTests {
    struct Document: Decodable {
        var cases: [KiwiCase]
    }

    struct KiwiCase: Decodable, CustomTestStringConvertible {
        var name: String
        var variables: Int
        var steps: [Step]
        var testDescription: String { name }
    }

    struct Step: Decodable {
        var op: String
        var id: Int?
        var terms: [[Double]]?
        var constant: Double?
        var relation: String?
        var priority: Double?
        var unsat: Bool?
        var variable: Int?
        var value: Double?
        var values: [[Double]]?
    }

    static let cases: [KiwiCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi/random-systems.json")
        guard let data = try? Data(contentsOf: url),
            let document = try? JSONDecoder().decode(Document.self, from: data)
        else { return [] }
        return document.cases
    }()

    @Test func fixturesAreLoaded() {
        #expect(Self.cases.count >= 200)
    }

    @Test(arguments: cases)
    func replay(_ fixture: KiwiCase) throws {
        let solver = Solver(conflictMode: .uikit)
        let variables = (0..<fixture.variables).map { solver.makeVariable("v\($0)") }
        var handles: [Int: ConstraintHandle] = [:]
        for (index, step) in fixture.steps.enumerated() {
            switch step.op {
            case "add":
                let terms = step.terms!.map { Term(variables[Int($0[0])], $0[1]) }
                let relation: Relation =
                    switch step.relation! {
                    case "==": .equal
                    case "<=": .lessOrEqual
                    default: .greaterOrEqual
                    }
                let constraint = Constraint(
                    Expression(terms: terms, constant: step.constant!), relation, priority: Priority(step.priority!),
                    origin: ConstraintOrigin(rule: "c\(step.id!)"))
                let handle = try solver.add(constraint)
                handles[step.id!] = handle
                let dropped = solver.conflicts.contains { $0.handle == handle }
                #expect(dropped == step.unsat!, "step \(index): constraint c\(step.id!)")
            case "remove":
                try solver.remove(handles[step.id!]!)
            case "edit":
                try solver.addEditVariable(variables[step.variable!], priority: Priority(step.priority!))
            case "suggest":
                try solver.suggestValue(step.value!, for: variables[step.variable!])
            case "expect":
                for pair in step.values! {
                    let expected = pair[1]
                    let actual = solver.value(of: variables[Int(pair[0])])
                    #expect(
                        abs(actual - expected) <= 1e-6 * max(1, abs(expected)),
                        "step \(index): v\(Int(pair[0])) is \(actual), kiwi says \(expected)")
                }
            default:
                Issue.record("unknown step '\(step.op)'")
            }
        }
    }
}
