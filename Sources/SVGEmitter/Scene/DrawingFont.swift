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

    /// SF's tracking at `pointSize` in points per glyph, to 0.01 pt: linear between listed sizes, the 6-pt value
    /// below 6 pt, 0 from 80 pt on.
    static func tracking(pointSize: Double) -> Double {
        guard pointSize.isFinite, let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if pointSize <= first.size { return first.track }
        if pointSize >= last.size { return last.track }
        var upper = 1
        while trackingTable[upper].size < pointSize { upper += 1 }
        let lo = trackingTable[upper - 1], hi = trackingTable[upper]
        let value = lo.track + (pointSize - lo.size) / (hi.size - lo.size) * (hi.track - lo.track)
        return (value * 100).rounded() / 100
    }

    /// SF Pro's size-specific tracking, the Human Interface Guidelines table that CoreText applies to the system
    /// font (text-metrics.md §4.2), as (point size, points per glyph). TextMetrics measures with the same table;
    /// the emitter keeps its own copy because it does not depend on TextMetrics (architecture.md), and a test
    /// checks that the two agree.
    static let trackingTable: [(size: Double, track: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]
}
