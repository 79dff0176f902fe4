import Testing
@testable import TextMetrics

/// SF's size-specific tracking (text-metrics.md §4.2) and the optical-size blend (§4.3).
struct TrackingTests {
    @Test func listedSizesGiveTheTableValue() {
        // The WWDC15 deck in 1/1000 em: 12 pt 0, 17 pt -26 (≈ -0.43 pt), 28 pt +14 (≈ +0.38 pt).
        #expect(Tracking.points(atSize: 12) == 0)
        #expect(Tracking.points(atSize: 17) == -0.43)
        #expect(Tracking.points(atSize: 28) == 0.38)
        #expect(Tracking.points(atSize: 10) == 0.12)
        #expect(Tracking.points(atSize: 64) == 0.22)
    }

    @Test func sizesBetweenListedOnesInterpolateLinearly() {
        #expect(abs(Tracking.points(atSize: 16.5) - (-0.37)) < 1e-12)
        #expect(abs(Tracking.points(atSize: 55) - 0.31) < 1e-12)
        #expect(abs(Tracking.points(atSize: 78) - 0.035) < 1e-12)
    }

    @Test func sizesOutsideTheTableClamp() {
        #expect(Tracking.points(atSize: 4) == 0.24)
        #expect(Tracking.points(atSize: 80) == 0)
        #expect(Tracking.points(atSize: 120) == 0)
    }

    @Test func tableIsSortedBySize() {
        let sizes = Tracking.table.map(\.size)
        #expect(sizes == sizes.sorted())
        #expect(Set(sizes).count == sizes.count)
    }

    @Test func displayShareRampsFrom17To28Points() {
        #expect(SystemFontModel.displayShare(pointSize: 12) == 0)
        #expect(SystemFontModel.displayShare(pointSize: 17) == 0)
        #expect(SystemFontModel.displayShare(pointSize: 22.5) == 0.5)
        #expect(SystemFontModel.displayShare(pointSize: 28) == 1)
        #expect(SystemFontModel.displayShare(pointSize: 40) == 1)
    }

    /// Tracking is per glyph: "II" gains twice the tracking of "I" on top of the advances and kerning.
    @Test func trackingIsAddedPerGlyph() {
        let measurer = TextMeasurer.shared
        for pt in [10.0, 13.0, 17.0] {
            let font = FontSpec(size: pt)
            let untracked = measurer.textWidth("IIII", font: font) - 4 * Tracking.points(atSize: pt)
            let one = measurer.textWidth("I", font: font) - Tracking.points(atSize: pt)
            #expect(abs(untracked - 4 * one) < 1e-9)
        }
    }
}
