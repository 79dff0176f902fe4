/// Rounding to the device's pixel grid (uistackview.md §2.4).
enum PixelSnapping {
    /// Rounds to the nearest multiple of 1/scale. An edge exactly on half a pixel rounds up, as it usually does in
    /// UIKit; a hair of tolerance keeps float noise from deciding it.
    static func round(_ value: Double, scale: Double) -> Double {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        return (value * scale + 0.5 + 1e-9).rounded(.down) / scale
    }
}
