@testable import LayoutEngine
import Testing

/// One equalCentering configuration for the tracing tests: each view's cost, natural length and the gaps between
/// neighbours.
struct CentringCase: CustomTestStringConvertible {
    var name: String
    var parts: [PiecewiseCost]
    var naturals: [Double]
    var gaps: [Double]
    var testDescription: String { name }
}
