import LayoutModel

/// Text layouts for hand-built test scenes, measured the way the engine will (Inter advances, SF line height
/// and baseline on the pixel grid). Approximate widths are fine here: the emitter draws what it is given.
enum TestText {
    /// Inter 4 advance widths for U+0020…U+007E, in units of 2816 per em (Debian `fonts-inter`).
    static let regular: [Double] = [
        792, 784, 1136, 1776, 1796, 2288, 1800, 624, 1020, 1020, 1408, 1856, 788, 1296, 776, 1004, 1760, 1308, 1704,
        1792, 1808, 1712, 1756, 1608, 1736, 1756, 776, 788, 1856, 1856, 1856, 1428, 2636, 1904, 1832, 2048, 2024, 1684,
        1652, 2092, 2084, 744, 1528, 1836, 1584, 2504, 2120, 2144, 1788, 2144, 1800, 1796, 1808, 2088, 1904, 2672, 1808,
        1872, 1760, 1020, 1004, 1020, 1320, 1272, 1400, 1588, 1748, 1572, 1748, 1640, 1016, 1716, 1664, 668, 668, 1532,
        668, 2448, 1648, 1680, 1716, 1716, 1048, 1472, 1024, 1636, 1568, 2288, 1520, 1568, 1524, 1020, 920, 1020, 1856,
    ]
    static let semibold: [Double] = [
        699, 870, 1115, 1811, 1828, 2376, 1866, 600, 1108, 1108, 1530, 1894, 831, 1312, 818, 1066, 1878, 1354, 1750,
        1835, 1875, 1781, 1825, 1653, 1819, 1825, 818, 831, 1894, 1894, 1894, 1532, 2814, 2038, 1851, 2094, 2040, 1711,
        1649, 2126, 2095, 774, 1579, 1906, 1594, 2552, 2086, 2182, 1812, 2184, 1832, 1828, 1858, 2066, 2038, 2835, 1944,
        1984, 1838, 1108, 1066, 1108, 1355, 1318, 1400, 1618, 1775, 1626, 1775, 1669, 1062, 1761, 1726, 734, 734, 1602,
        734, 2528, 1717, 1712, 1759, 1759, 1117, 1546, 1070, 1713, 1622, 2358, 1584, 1622, 1582, 1108, 1008, 1108, 1894,
    ]

    static func width(_ text: String, font: FontDescription) -> Double {
        let table = [.semibold, .bold, .heavy, .black].contains(font.weight) ? semibold : regular
        var units = 0.0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            units += (32...126).contains(value) ? table[value - 32] : 1800
        }
        return units / 2816 * font.pointSize
    }

    static func ceilToGrid(_ value: Double, scale: Double) -> Double { (value * scale - 1e-6).rounded(.up) / scale }
    static func roundToGrid(_ value: Double, scale: Double) -> Double { (value * scale).rounded() / scale }

    /// Lines after greedy word wrapping at `maxWidth` (nil: one line), with the block's size on the pixel grid.
    static func layout(_ text: String, font: FontDescription, maxWidth: Double? = nil, scale: Double = 3) -> TextLayout {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if let maxWidth, !line.isEmpty, width(candidate, font: font) > maxWidth {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        let lineHeight = font.pointSize * 2444 / 2048
        let widest = lines.map { width($0, font: font) }.max() ?? 0
        return TextLayout(
            lines: lines, font: font, lineHeight: lineHeight,
            firstBaseline: roundToGrid(font.pointSize * 1950 / 2048, scale: scale),
            size: Size(width: ceilToGrid(min(widest, maxWidth ?? widest), scale: scale),
                       height: ceilToGrid(lineHeight * Double(lines.count), scale: scale)))
    }
}
