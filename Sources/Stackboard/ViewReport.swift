import LayoutEngine

/// What `stackboard explain` says about one view: where it is, which size-class variations shaped it and its
/// ancestors, and every constraint on it with its source position and how it fared.
public struct ViewReport: Sendable {
    public var explanation: ViewExplanation
    public var configuration: LayoutConfiguration
    /// The view and its ancestors, innermost first, each with the variations that applied to it.
    public var lineage: [(id: String, kind: String, range: SourceRange?, variations: [AppliedVariation])]
    public var path: String

    /// Explains `viewID` in a laid-out document; nil when no scene has such a view.
    public static func make(_ laidOut: LaidOutDocument, sceneID: String?, viewID: String,
                            options: LayoutOptions) -> ViewReport? {
        let engine = LayoutEngine(options: options)
        guard let explanation = engine.explain(laidOut.resolved, sceneID: sceneID, viewID: viewID),
              let scene = laidOut.resolved.scenes.first(where: { $0.id == explanation.sceneID }) else { return nil }
        return ViewReport(explanation: explanation, configuration: laidOut.resolved.configuration,
                          lineage: lineage(of: viewID, in: scene.root), path: laidOut.resolved.path)
    }

    /// The chain from the root to the view, found without recursion, reported innermost first.
    private static func lineage(of viewID: String, in root: ResolvedView)
        -> [(id: String, kind: String, range: SourceRange?, variations: [AppliedVariation])]
    {
        var stack: [(view: ResolvedView, chain: [ResolvedView])] = [(root, [])]
        while let (view, chain) = stack.popLast() {
            let here = chain + [view]
            if view.id == viewID {
                return here.reversed().map { ($0.id, $0.elementName, $0.range, $0.appliedVariations) }
            }
            for subview in view.subviews.reversed() { stack.append((subview, here)) }
        }
        return []
    }

    /// The report for people: a heading, the variations, then the constraints grouped by what they did.
    public var text: String {
        let frame = explanation.frame
        let subject = lineage.first
        var out = "'\(explanation.viewID)'"
        if let subject { out += " (\(subject.kind))" }
        out += " in scene '\(explanation.sceneID)', \(configuration.device ?? "custom canvas")"
        if let orientation = configuration.orientation { out += " \(orientation.rawValue)" }
        out += ", \(configuration.traits)\n"
        if let subject, let start = subject.range?.start { out += "  declared at \(path):\(start.line):\(start.column)\n" }
        out += "  frame: x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), "
        out += "\(formatNumber(frame.width)) × \(formatNumber(frame.height))"
        if lineage.count > 1 { out += " in '\(lineage[1].id)'" }
        out += "\n"

        out += "\nsize-class variations:\n"
        var anyVariation = false
        for (depth, entry) in lineage.enumerated() {
            for variation in entry.variations {
                anyVariation = true
                let position = variation.range.map { "\(path):\($0.start.line):\($0.start.column): " } ?? ""
                let whose = depth == 0 ? "this view" : "'\(entry.id)' (\(depth == 1 ? "superview" : "ancestor"))"
                out += "  \(position)\(variation.key) sets \(variation.changes.joined(separator: ", ")) on \(whose)\n"
            }
        }
        if !anyVariation { out += "  none apply to this view or its ancestors for \(configuration.traits)\n" }

        // The engine's own pulls that make an ambiguous layout deterministic are not the user's constraints.
        let constraints = explanation.constraints.filter { !$0.isTieBreak }
        let groups: [(title: String, members: [ExplainedConstraint])] = [
            ("required constraints, all holding", constraints.filter { $0.isRequired && $0.state == .satisfied }),
            ("broken to resolve a conflict (as UIKit breaks one)", constraints.filter { $0.state == .broken }),
            ("optional constraints that gave way (stronger ones won)", constraints.filter {
                if case .violated = $0.state { return true } else { return false }
            }),
            ("optional constraints that hold", constraints.filter { !$0.isRequired && $0.state == .satisfied }),
        ]
        for group in groups where !group.members.isEmpty {
            out += "\n\(group.title):\n"
            for constraint in group.members { out += "  \(constraint.description)\n" }
        }
        let tieBreaks = explanation.constraints.count - constraints.count
        if tieBreaks > 0 {
            out += "\n(\(tieBreaks) weaker-than-any-priority pulls that only pick a position where the constraints "
            out += "leave it open are not listed)\n"
        }
        return out
    }
}

extension ExplainedConstraint {
    /// Whether the constraint is required (priority 1000).
    var isRequired: Bool { priority == "1000" }

    /// Whether this is one of the engine's ambiguity pulls, below every UIKit priority.
    var isTieBreak: Bool { priority.hasPrefix("ambiguity") }
}
