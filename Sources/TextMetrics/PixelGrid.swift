/// Rounding to a device's pixel grid (text-metrics.md §3.1, §6).
enum PixelGrid {
    /// Values within this many pixels above a grid line count as on it (floating-point noise).
    static let epsilon = 1e-6

    /// Rounds `value` up to the next multiple of `1 / scale`.
    static func ceil(_ value: Double, scale: Double) -> Double {
        (value * scale - epsilon).rounded(.up) / scale
    }

    /// Rounds `value` to the nearest multiple of `1 / scale` (UIKit's `UIViewRoundToScale`).
    static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A usable scale: 1 or more, and 2 when the caller passes something that is not a positive number.
    static func sanitized(_ scale: Double) -> Double {
        scale.isFinite && scale >= 1 ? scale : 2
    }
}
