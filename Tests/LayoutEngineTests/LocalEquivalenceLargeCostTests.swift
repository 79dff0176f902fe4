@testable import LayoutEngine
import LayoutModel
import Testing

/// A root stack whose subtree cost has too many pieces to be written whole (`CostGadget.wholeLimit`), held by its
/// superview in the ways that matter to `UnitSolver`: its length fixed by required constraints (no gadget is
/// needed), fixed by constraints that conflict (one is broken, so every gadget is written after all), or free within
/// a range (windows that move). The local path must give the global path's frames in each case.
@Suite struct LocalEquivalenceLargeCostTests {
    /// Rows of boxes with distinct sizes and priorities, so the root stack's costs have many breakpoints.
    static func largeStack() -> ResolvedView {
        var rows: [ResolvedView] = []
        for row in 0..<24 {
            var boxes: [ResolvedView] = []
            for index in 0..<8 {
                boxes.append(largeStackBox(row * 8 + index))
            }
            let distribution: StackDistribution = row % 3 == 0 ? .fillEqually : .fill
            let alignment: StackAlignment = row % 2 == 0 ? .center : .fill
            rows.append(stack("row\(row)", .horizontal, distribution: distribution, alignment: alignment,
                              spacing: Double(row % 4) * 4, boxes))
        }
        return stack("S", .vertical, distribution: .fill, spacing: 2, rows)
    }

    /// Box `k` of `largeStack`: sizes and priorities that vary with k.
    static func largeStackBox(_ k: Int) -> ResolvedView {
        let hugging: [Double] = [249, 250, 251, 252, 750]
        let compression: [Double] = [749, 750, 751, 999]
        let width = Double(20 + (k * 37) % 90), height = Double(12 + (k * 11) % 30)
        return box("b\(k)", width, height, hugging: (hugging[k % 5], hugging[(k / 5) % 5]),
                   compression: (compression[k % 4], compression[(k / 4) % 4]))
    }

    static func pinned(_ extra: [ResolvedConstraint] = []) -> [ResolvedConstraint] {
        [constraint("S", .leading, .equal, "root", .leading), constraint("S", .top, .equal, "root", .top),
         constraint("S", .trailing, .equal, "root", .trailing), constraint("S", .bottom, .equal, "root", .bottom)]
            + extra
    }

    static let holdings: [(name: String, constraints: [ResolvedConstraint])] = [
        ("pinned to four edges", pinned()),
        ("pinned, with a conflicting required width", pinned([constraint("S", .width, constant: 500)])),
        ("placed at its origin, at most 300 wide", [
            constraint("S", .leading, .equal, "root", .leading), constraint("S", .top, .equal, "root", .top),
            constraint("S", .width, .lessThanOrEqual, constant: 300),
        ]),
        ("placed at its origin, free", place("S", in: "root")),
    ]

    @Test(arguments: holdings.indices)
    func localEqualsGlobal(holding: Int) {
        let (name, constraints) = Self.holdings[holding]
        let root = view("root", constraints: constraints, subviews: [Self.largeStack()])
        let document = document(root, width: 400, height: 400)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(name): \(problems.prefix(6))")
        let stack = local.model.table.views.indices.first { local.model.table[$0].id == "S" }!
        let costs = local.model.behaviour(of: stack)
        #expect(costs.cost(.horizontal).breakpoints.count >= CostGadget.wholeLimit
                    || costs.cost(.vertical).breakpoints.count >= CostGadget.wholeLimit,
                "the root stack's costs must be large enough to be windowed: \(costs.cost(.horizontal).breakpoints.count), \(costs.cost(.vertical).breakpoints.count)")
    }
}
