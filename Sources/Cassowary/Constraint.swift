/// The relation between a constraint's expression and zero.
public enum Relation: Sendable, Hashable {
    case lessOrEqual, equal, greaterOrEqual
}

/// Where a constraint comes from: the rule that made it and, when known, the markup position that caused it.
///
/// `description` reads `stack.spacing`, or `stack.spacing at main.layout.xml:42:7` when a file is known.
public struct ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, for example `stack.spacing` or `constraint`.
    public var rule: String
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(rule: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
    }

    /// The origin of constraints built without one.
    public static let unspecified = ConstraintOrigin(rule: "constraint")

    public var description: String {
        guard let file else { return rule }
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(rule) at \(location)"
    }
}

/// A linear constraint `expression relation 0` with a priority and an origin.
///
/// Build one with the comparison operators and refine it with the modifiers:
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), y = solver.makeVariable("y")
/// try solver.add(x + 2 * y == 20)
/// try solver.add((x == 10).priority(.defaultHigh).origin(ConstraintOrigin(rule: "demo")))
/// solver.value(of: y)  // 5
/// ```
public struct Constraint: Sendable {
    /// The left side minus the right side: the constraint reads `expression relation 0`.
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority
    public var origin: ConstraintOrigin

    public init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        origin: ConstraintOrigin = .unspecified
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
        origin: ConstraintOrigin = .unspecified
    ) {
        self.init(lhs - rhs, relation, priority: priority, origin: origin)
    }

    /// The same constraint with another priority.
    public func priority(_ priority: Priority) -> Constraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The same constraint with another origin.
    public func origin(_ origin: ConstraintOrigin) -> Constraint {
        var copy = self
        copy.origin = origin
        return copy
    }

    /// The same constraint with an origin made from a rule id.
    public func origin(_ rule: String) -> Constraint {
        origin(ConstraintOrigin(rule: rule))
    }
}

/// Identifies a constraint added to a `Solver`, for `Solver.remove(_:)`. Ids count up in the order of `add` calls.
public struct ConstraintHandle: Hashable, Sendable {
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}
