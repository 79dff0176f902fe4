/// SF's size-specific tracking (text-metrics.md §4.2): the iOS Human Interface Guidelines table that CoreText applies
/// to the system font, in points per glyph.
public enum Tracking {
    /// (point size, tracking in points), ascending by size.
    public static let table: [(size: Double, track: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// The tracking at `pointSize`: linear between listed sizes, the 6-pt value below 6 pt, 0 from 80 pt on.
    public static func points(atSize pointSize: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.track }
        if pointSize >= last.size { return last.track }
        var upper = 1
        while table[upper].size < pointSize { upper += 1 }
        let lo = table[upper - 1], hi = table[upper]
        let t = (pointSize - lo.size) / (hi.size - lo.size)
        return lo.track + t * (hi.track - lo.track)
    }
}
