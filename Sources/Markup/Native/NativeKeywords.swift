/// Keyword sets of the native dialect that have no enum in LayoutModel (`ViewProperties` keeps them as
/// strings). The raw values are Interface Builder's names.

/// `UIView.ContentMode`.
enum ContentModeKeyword: String, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// `UITextField.BorderStyle`.
enum BorderStyleKeyword: String, CaseIterable {
    case none, line, bezel, roundedRect
}

/// `UIActivityIndicatorView.Style` as the native dialect writes it.
enum ActivityIndicatorStyleKeyword: String, CaseIterable {
    case medium, large
}

/// What `pin` and `centerIn` attach to: the superview's bounds, its layout margins or its safe area.
enum PinTarget: String, CaseIterable {
    case superview, margins, safeArea
}

/// The edges `pinEdges` may list, in the order the constraints are generated.
enum PinEdge: String, CaseIterable {
    case top, leading, bottom, trailing
}

/// Priority keywords and their values.
enum PriorityKeyword: String, CaseIterable {
    case required, high, low

    var value: Double {
        switch self {
        case .required: 1000
        case .high: 750
        case .low: 250
        }
    }
}

/// Names with a meaning in constraint equations; none of them can be an id.
enum ReservedItem: String, CaseIterable {
    case superview, margins, safeArea, content, frame
}
