import LayoutModel

/// Where an engine constraint comes from: the rule that made it and the markup element that caused it.
///
/// Stack rules point at the stack element and use UIKit's identifiers in Stackboard's spelling
/// (`stack.spacing` for `UISV-spacing`, uistackview.md §2.2); document constraints point at the constraint element
/// (rule `constraint`).
public struct ConstraintSource: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, for example `stack.canvas-connection`, `content.hugging` or `constraint`.
    public var rule: String
    /// The id of the element that caused the constraint (a view id or a constraint id).
    public var elementID: String?
    /// The element's position in the source file.
    public var range: SourceRange?

    public init(rule: String, elementID: String?, range: SourceRange?) {
        self.rule = rule
        self.elementID = elementID
        self.range = range
    }

    public var description: String {
        guard let elementID else { return rule }
        return "\(rule) of '\(elementID)'"
    }
}

/// One linear constraint `expression relation 0` with a strength and a source.
struct LayoutConstraint: Sendable {
    var expression: LinearExpression
    var relation: ConstraintRelation
    var priority: PriorityKey
    var source: ConstraintSource

    /// How far the constraint is from holding for the given values (0 when it holds).
    func violation(_ values: [Double]) -> Double {
        let value = expression.evaluate(values)
        switch relation {
        case .equal: return abs(value)
        case .lessOrEqual: return max(0, value)
        case .greaterOrEqual: return max(0, -value)
        }
    }
}

/// The variables and constraints of one solve: a whole scene, or one unit of the local path.
///
/// Variables are numbered in creation order; names exist for dumps and explanations only.
struct ConstraintSet: Sendable {
    private(set) var variableNames: [String] = []
    private(set) var constraints: [LayoutConstraint] = []
    /// The indices of the ambiguity pulls (`ConstraintBuilder.addAmbiguityPulls`), each `lhs == target`: the
    /// constraints whose target `AmbiguityCheck` moves.
    private(set) var pulls: [Int] = []

    var variableCount: Int { variableNames.count }

    /// Makes a new variable.
    mutating func makeVariable(_ name: String) -> Int {
        variableNames.append(name)
        return variableNames.count - 1
    }

    /// Adds `lhs relation rhs`.
    mutating func add(_ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
                      priority: PriorityKey, source: ConstraintSource) {
        constraints.append(LayoutConstraint(expression: lhs - rhs, relation: relation, priority: priority,
                                            source: source))
    }

    /// Adds an ambiguity pull `lhs == rhs` and records it in ``pulls``.
    mutating func addPull(_ lhs: LinearExpression, _ rhs: LinearExpression, priority: PriorityKey,
                          source: ConstraintSource) {
        pulls.append(constraints.count)
        add(lhs, .equal, rhs, priority: priority, source: source)
    }

    /// Adds `lhs == rhs` as a pull above every non-required level in the set so far (halfway between the
    /// strongest of them, at least 999, and required): it holds wherever the required constraints allow, and
    /// unlike a required equality `LiveSystem.movingPulls` can move it. Add it last.
    mutating func addPullAboveAll(_ lhs: LinearExpression, _ rhs: LinearExpression, source: ConstraintSource) {
        let strongest = constraints.map(\.priority).filter { !$0.isRequired && $0.band == .uikit }.map(\.value).max()
            ?? 999
        addPull(lhs, rhs, priority: .uikit((max(strongest, 999) + 1000) / 2), source: source)
    }

    /// The same variables with the required constraints only.
    func requiredOnly() -> ConstraintSet {
        var result = ConstraintSet()
        result.variableNames = variableNames
        result.constraints = constraints.filter { $0.priority.isRequired }
        return result
    }

    mutating func append(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }
}
