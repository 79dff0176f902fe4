import Stackboard
import SVGEmitter

/// Portrait-versus-landscape sheets for every scene of a document, shared by `compare` and `render --compare`.
enum ComparisonSheets {
    struct Result {
        var outputs: [(name: String, title: String, svg: String)]
        /// The changes per scene, as lines for people.
        var report: String
        var diagnostics: [Diagnostic]
    }

    /// Lays `file` out in both orientations on `deviceName` (the document's own device when nil) and draws one
    /// sheet per scene.
    static func make(_ file: String, pipeline: Pipeline, deviceName: String?, sceneID: String?,
                     style: WireframeStyle, timings: inout StageTimings) throws -> Result {
        let device = try deviceName ?? defaultDevice(file, pipeline: pipeline, timings: &timings)
        let (portrait, portraitDiagnostics) = try LayoutRun.layout(
            file, pipeline: pipeline, request: .device(device, orientation: .portrait), sceneID: sceneID,
            timings: &timings)
        let (landscape, landscapeDiagnostics) = try LayoutRun.layout(
            file, pipeline: pipeline, request: .device(device, orientation: .landscape), sceneID: sceneID,
            timings: &timings)
        var result = Result(outputs: [], report: "", diagnostics: uniqued(portraitDiagnostics + landscapeDiagnostics))
        for (left, right) in zip(portrait.scenes, landscape.scenes) {
            let svg = timings.measure(.emit) {
                SVGEmitter.compareSheet(
                    left: (left, portrait.configuration), right: (right, landscape.configuration), style: style)
            }
            result.outputs.append(("\(documentStem(file)).\(safeFileComponent(left.id)).compare.svg",
                                   "\(left.name ?? left.id): portrait and landscape", svg))
            let changes = LayoutDiff.compare(left, right)
            result.report += "\(file): scene \(left.id): \(changes.count) change\(changes.count == 1 ? "" : "s")\n"
            for change in changes { result.report += "  \(change)\n" }
        }
        return result
    }

    /// The document's own device, or the catalog's default phone.
    private static func defaultDevice(_ file: String, pipeline: Pipeline, timings: inout StageTimings) throws -> String {
        let (document, _) = try pipeline.parse(path: file, timings: &timings)
        let (configuration, _) = pipeline.configuration(for: document, request: .documentDefault)
        return configuration?.device ?? "iphone-16"
    }

    /// Diagnostics reported by both orientations, once.
    private static func uniqued(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
