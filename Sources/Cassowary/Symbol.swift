/// The kinds of tableau symbols (kiwi's `Symbol::Type`).
///
/// Every symbol has an integer id, given in creation order; arrays in `Tableau` are indexed by it, and every tie
/// in the simplex is broken by the lowest id, which makes pivoting deterministic (and is Bland's rule).
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality, `≥ 0`; its row marker for required inequalities.
    case slack
    /// An error variable of a non-required constraint, `≥ 0`, weighted in the objective.
    case error
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy

    /// True for symbols that must stay `≥ 0` (everything but external variables).
    var isRestricted: Bool { self != .external }

    /// True for symbols that may be chosen as entering symbols of a pivot.
    var isPivotable: Bool { self == .slack || self == .error }

    /// The prefix used in dumps: `v12`, `s13`, `e14`, `d15`.
    var prefix: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
    }
}
