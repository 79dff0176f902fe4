import TextMetrics

/// How measured text is drawn so that renderers that ignore `textLength` (librsvg, hence `rsvg-convert` and GNOME's
/// viewers) still draw it about as wide as layout measured it.
///
/// Layout models SF's widths as Inter blended into Inter Display between 17 and 28 pt plus SF's size-specific
/// tracking (text-metrics.md §4.2–4.3). Drawing picks one of the two faces and applies the same tracking as
/// `letter-spacing`; Inter alone runs up to 10 % wider than the measured width at large sizes. Browsers honour
/// `textLength` and land exactly on the measured width either way.
enum DrawingFont {
    /// The Display share of the optical-size blend (0 at 17 pt, 1 at 28 pt) from which text is drawn in Inter
    /// Display. Drawing too wide is worse than too narrow (the overshoot runs into a neighbour or is clipped), so
    /// the switch sits before the blend's midpoint: at 22 pt (`title2`), Inter Display is about 5 % narrower than
    /// the measured width where Inter would be about 5 % wider.
    static let displayShareThreshold = 0.4

    /// Whether text at `pointSize` is drawn in Inter Display.
    static func usesDisplayFace(pointSize: Double) -> Bool {
        (pointSize - 17) / 11 >= displayShareThreshold
    }

    /// SF's tracking at `pointSize` in points per glyph (the table TextMetrics measures with), to 0.01 pt; 0 for
    /// sizes that are not finite.
    static func tracking(pointSize: Double) -> Double {
        guard pointSize.isFinite else { return 0 }
        return (Tracking.points(atSize: pointSize) * 100).rounded() / 100
    }
}
