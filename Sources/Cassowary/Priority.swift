/// How strongly a constraint should hold, on Auto Layout's scale: 1 to 1000, where 1000 means required.
///
/// Non-required priorities are compared lexicographically: the solver first makes the total violation of the
/// highest priority level as small as possible, then the next level without worsening the higher ones, and so on.
/// No number of lower-priority constraints can outweigh a single higher-priority one (unlike kiwi's strengths,
/// which are weights added together). Within one level, violations are added up.
///
/// Any finite value in 1...1000 is valid (UIKit uses values such as 999.5, 760, 251 or 49); the solver checks the
/// range when a constraint is added and throws `SolverError.invalidPriority` otherwise.
public struct Priority: Comparable, Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }

    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// 1000: the constraint must hold exactly (a hard constraint).
    public static let required = Priority(1000)
    /// 750, `UILayoutPriority.defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250, `UILayoutPriority.defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50, `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// The range of valid priority values.
    public static let validRange: ClosedRange<Double> = 1...1000

    public var isRequired: Bool { value == 1000 }

    /// True for a finite value in `validRange`.
    public var isValid: Bool { value.isFinite && Self.validRange.contains(value) }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.value < rhs.value
    }
}
