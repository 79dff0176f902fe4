import Stackboard
import SVGEmitter

/// Portrait-versus-landscape sheets for every scene of a document, shared by `compare` and `render --compare`.
enum ComparisonSheets {
    struct Result {
        var outputs: [(name: String, title: String, svg: [UInt8])] = []
        /// The changes per scene, as lines for people.
        var report = ""
        var diagnostics: [Diagnostic] = []
    }

    /// Lays `document` out in both orientations on `deviceName` (the document's own device when nil) and draws
    /// one sheet per scene.
    static func make(_ document: MarkupDocument, file: String, pipeline: Pipeline, deviceName: String?,
                     style: WireframeStyle, timings: inout StageTimings) throws -> Result {
        let configurations = try LayoutRun.orientationPair(for: document, deviceName: deviceName, pipeline: pipeline)
        let (portrait, portraitDiagnostics) = try LayoutRun.layout(
            document, for: configurations[0], pipeline: pipeline, timings: &timings)
        let (landscape, landscapeDiagnostics) = try LayoutRun.layout(
            document, for: configurations[1], pipeline: pipeline, timings: &timings)
        var result = Result(diagnostics: LayoutRun.uniqued(portraitDiagnostics + landscapeDiagnostics))
        for (left, right) in zip(portrait.scenes, landscape.scenes) {
            let svg = timings.measure(.emit) {
                SVGEmitter.compareSheet(
                    left: (left, portrait.configuration), right: (right, landscape.configuration), style: style)
            }
            result.outputs.append(("\(documentStem(file)).\(safeFileComponent(left.id)).compare.svg",
                                   "\(left.name ?? left.id): portrait and landscape", Array(svg.utf8)))
            // As on the sheet: changes of their own first; moves and resizes that only follow the superview
            // (a root taking the rotated canvas, a row stretching with its stack) are counted, not listed.
            let changes = LayoutDiff.compare(left, right)
            let own = changes.filter { !$0.followsSuperview }
            let following = changes.count - own.count
            result.report += "\(file): scene \(left.id): \(own.count) change\(own.count == 1 ? "" : "s")"
            if following > 0 { result.report += " (+\(following) that follow their superview)" }
            result.report += "\n"
            for change in own { result.report += "  \(change)\n" }
        }
        return result
    }
}
