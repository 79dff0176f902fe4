/// A point in points (UIKit's unit), y growing downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    /// The length along an axis.
    public func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// A rectangle: origin and size, in the coordinate space of a parent view.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle shrunk by insets (grown by negative ones).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// Insets from the four edges. Stackboard lays out left to right, so leading is left and trailing is right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    public static let zero = EdgeInsets(all: 0)
    /// UIView's default layout margins.
    public static let defaultMargins = EdgeInsets(all: 8)
}

/// A layout direction.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
