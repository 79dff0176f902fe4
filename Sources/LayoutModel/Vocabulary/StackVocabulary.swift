/// `UIStackView.Distribution`; the raw value is the XML keyword.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`; the raw value is the XML keyword.
///
/// `top` and `leading` are the same alignment (raw value 1 in UIKit), as are `bottom` and `trailing`;
/// Interface Builder writes `top`/`bottom` for vertical stacks too. Use ``normalized`` to compare.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

    /// The alignment with `top` folded into `leading` and `bottom` into `trailing`.
    public var normalized: StackAlignment {
        switch self {
        case .top: .leading
        case .bottom: .trailing
        default: self
        }
    }
}

/// The spacing between arranged views: a fixed number of points, or the system's standard spacing
/// (`spacingType="standard"`, `UIStackView.spacingUseSystem`).
public enum StackSpacing: Hashable, Sendable {
    case fixed(Double)
    case standard
}

/// The `spacingType` keyword.
public enum StackSpacingType: String, Hashable, Sendable, CaseIterable {
    case standard
}
