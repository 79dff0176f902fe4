import LayoutModel

/// Why a view has its frame: every constraint on its position or size, where it comes from and how it fared.
public struct ViewExplanation: Sendable {
    public var sceneID: String
    public var viewID: String
    /// The frame as laid out (relative to the superview, snapped), as in ``LayoutNode/frame``.
    public var frame: Rect
    /// The constraints on the view's alignment rectangle, strongest first, then in the order they were made.
    public var constraints: [ExplainedConstraint]
}

/// One constraint on a view, with its origin rule and source position.
public struct ExplainedConstraint: Sendable {
    public enum State: Sendable, Hashable {
        /// The constraint holds.
        case satisfied
        /// An optional constraint that gave way by this many points.
        case violated(Double)
        /// A required constraint broken to resolve a conflict, as UIKit breaks one.
        case broken
    }

    /// The rule (`stack.spacing`, `content.hugging`, `constraint`, …), the element and its position.
    public var source: ConstraintSource
    /// The file the position refers to.
    public var path: String
    /// The constraint as an equation over views' attributes, for example `row.left − box.left == -16`.
    public var equation: String
    /// The priority: a UIKit number, or the name of one of the engine's levels below them.
    public var priority: String
    public var state: State

    /// `path:line:column: rule of 'element': equation @priority`, the line `stackboard explain` prints.
    public var description: String {
        var prefix = path
        if let start = source.range?.start { prefix += ":\(start.line):\(start.column)" }
        let status: String = switch state {
        case .satisfied: ""
        case .violated(let amount): " (gives way by \(formatNumber(amount)))"
        case .broken: " (broken)"
        }
        return "\(prefix): \(source): \(equation) @\(priority)\(status)"
    }
}

extension LayoutEngine {
    /// Explains the frame of one view: the constraints that decide it, as the global solve of its scene has them
    /// (with the facts of the final layout pass: label wrap widths, safe areas).
    ///
    /// - Parameters:
    ///   - sceneID: the scene to look in; nil for the first scene that has the view.
    /// - Returns: nil when no scene has a view with that id.
    public func explain(_ document: ResolvedDocument, sceneID: String?, viewID: String) -> ViewExplanation? {
        for scene in document.scenes where sceneID == nil || scene.id == sceneID {
            let solved = SceneLayout.run(document: document, scene: scene, options: options)
            guard let index = solved.model.table.index(ofID: viewID) else { continue }
            let builder = ConstraintBuilder.wholeScene(solved.model)
            let solution = CassowaryBridge.solve(builder.set)
            let layoutScene = SceneAssembly.scene(solved, measurer: options.textMeasurer)
            let v = builder.vars(index)
            let own = Set([v.left, v.top, v.width, v.height])
            let broken = Set(solution.conflicts.map(\.broken))
            var entries: [(order: Int, priority: PriorityKey, constraint: ExplainedConstraint)] = []
            for (order, constraint) in builder.set.constraints.enumerated()
            where constraint.expression.terms.contains(where: { own.contains($0.variable) }) {
                let violation = constraint.violation(solution.values)
                let state: ExplainedConstraint.State = broken.contains(order) ? .broken
                    : violation > 1e-6 ? .violated(violation) : .satisfied
                entries.append((order, constraint.priority, ExplainedConstraint(
                    source: constraint.source, path: document.path,
                    equation: Self.equation(constraint, names: builder.set.variableNames),
                    priority: constraint.priority.displayName, state: state)))
            }
            entries.sort { $0.priority != $1.priority ? $1.priority < $0.priority : $0.order < $1.order }
            return ViewExplanation(sceneID: scene.id, viewID: viewID, frame: layoutScene.nodes[index].frame,
                                   constraints: entries.map(\.constraint))
        }
        return nil
    }

    /// `a + 2 × b − c REL k`, with the constant moved to the right.
    static func equation(_ constraint: LayoutConstraint, names: [String]) -> String {
        var text = ""
        for term in constraint.expression.terms where term.coefficient != 0 {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "−" : "+"
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) × "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "−" : "") + factor + names[term.variable]
            } else {
                text += " \(sign) \(factor)\(names[term.variable])"
            }
        }
        if text.isEmpty { text = "0" }
        return "\(text) \(constraint.relation.rawValue) \(formatNumber(-constraint.expression.constant))"
    }
}
