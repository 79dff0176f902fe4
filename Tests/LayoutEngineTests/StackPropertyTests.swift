@testable import LayoutEngine
import LayoutModel
import Testing

/// Properties every stack layout must have, on random documents (both paths):
/// the first and last visible views touch E's edges along the axis; with the fill distributions neighbouring
/// visible views are exactly `spacing` apart; fillEqually lengths are equal; equalSpacing gaps are equal and at
/// least the spacing; every required constraint that was not broken holds; no number is NaN or infinite.
@Suite struct StackPropertyTests {
    static let documentCount = 300

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func randomStacksKeepTheirRules(_ strategy: LayoutOptions.Strategy) {
        var generator = RandomDocuments(seed: 0xA11C_E5)
        var failures: [String] = []
        for number in 0..<Self.documentCount {
            let document = generator.make()
            let solved = SceneLayout.run(document: document, scene: document.scenes[0],
                                         options: LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(),
                                                                strategy: strategy, checksAmbiguity: false))
            let problems = Self.violations(solved)
            if !problems.isEmpty {
                failures.append("document \(number): " + problems.prefix(4).joined(separator: "; "))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) documents:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    static func violations(_ solved: SolvedScene) -> [String] {
        let model = solved.model
        let rects = solved.rects
        var problems: [String] = []
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-5 }
        for rect in rects where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
            problems.append("non-finite frame")
        }
        for stack in model.table.views.indices {
            guard let config = model.stacks[stack], !model.table[stack].isHidden else { continue }
            let along = config.axis
            let visible = model.table[stack].children.filter { !model.table[$0].isHidden }
            guard let first = visible.first, let last = visible.last else { continue }
            let insets = config.marginsRelative ? model.margins[stack] : .zero
            let edge = rects[stack].inset(by: insets)
            let id = model.table[stack].id
            if !close(rects[first].length(origin: along), edge.length(origin: along)) {
                problems.append("\(id): first visible view is not at E's start")
            }
            let end = { (rect: Rect) in rect.length(origin: along) + rect.size.length(along: along) }
            if !close(end(rects[last]), end(edge)) {
                problems.append("\(id): last visible view does not end at E's end")
            }
            guard !config.baselineRelative else { continue }
            let gaps = zip(visible, visible.dropFirst()).map { rects[$1].length(origin: along) - end(rects[$0]) }
            switch config.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if gaps.contains(where: { !close($0, config.spacing) }) {
                    problems.append("\(id): gaps \(gaps) are not the spacing \(config.spacing)")
                }
            case .equalSpacing:
                if let g = gaps.first, gaps.contains(where: { !close($0, g) }) || g < config.spacing - 1e-5 {
                    problems.append("\(id): equalSpacing gaps \(gaps)")
                }
            case .equalCentering:
                if gaps.contains(where: { $0 < config.spacing - 1e-5 }) {
                    problems.append("\(id): equalCentering gap below the spacing: \(gaps)")
                }
            }
            if config.distribution == .fillEqually {
                let lengths = visible.map { rects[$0].size.length(along: along) }
                if lengths.contains(where: { !close($0, lengths[0]) }) {
                    problems.append("\(id): fillEqually lengths \(lengths)")
                }
            }
        }
        // Required constraints, checked in the global system at the solution's values.
        let builder = ConstraintBuilder.wholeScene(model)
        let solution = CassowaryBridge.solve(builder.set)
        let broken = Set(solution.conflicts.map(\.broken))
        for index in model.table.views.indices {
            let v = builder.vars(index)
            let expected = rects[index]
            let actual = Rect(x: solution.values[v.left], y: solution.values[v.top], width: solution.values[v.width],
                              height: solution.values[v.height])
            if [expected.x - actual.x, expected.y - actual.y, expected.width - actual.width,
                expected.height - actual.height].contains(where: { abs($0) > 1e-5 }) {
                problems.append("\(model.table[index].id): differs from the global solve")
            }
        }
        for (index, constraint) in builder.set.constraints.enumerated()
        where constraint.priority.isRequired && !broken.contains(index) && constraint.violation(solution.values) > 1e-6 {
            problems.append("required \(constraint.source) violated")
        }
        return problems
    }
}
