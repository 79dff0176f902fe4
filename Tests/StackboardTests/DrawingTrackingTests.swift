@testable import SVGEmitter
@testable import TextMetrics
import Testing

/// The emitter draws text with its own copy of SF's tracking table (it does not depend on TextMetrics); the copy
/// must stay the table layout measures with, or drawn text drifts from its measured width.
@Suite struct DrawingTrackingTests {
    @Test func emitterTrackingTableIsTheMeasuringOne() {
        #expect(DrawingFont.trackingTable.count == Tracking.table.count)
        for (drawn, measured) in zip(DrawingFont.trackingTable, Tracking.table) {
            #expect(drawn.size == measured.size && drawn.track == measured.track, "\(drawn) vs \(measured)")
        }
        for size in stride(from: 4.0, through: 90, by: 0.5) {
            #expect(abs(DrawingFont.tracking(pointSize: size) - Tracking.points(atSize: size)) <= 0.0051, "\(size) pt: rounded to 0.01")
        }
    }
}
