import LayoutEngine
import LayoutModel
import Testing

/// One engine fixture: an input document and the name of its sidecar `Fixtures/<name>.frames.json`.
///
/// The expected frames in the sidecars are transcribed from the spec's hand arithmetic (uistackview.md §12) or
/// worked out by hand from its rules; they are never recorded from the engine.
struct EngineFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var document: ResolvedDocument
    var measurer: any TextMeasuring = SystemTextMeasurer.fixed()
    /// Compare with this tolerance (0.01 pt by default, architecture.md §3.5).
    var tolerance: Double = 0.01

    var testDescription: String { name }

    func options(_ strategy: LayoutOptions.Strategy) -> LayoutOptions {
        LayoutOptions(textMeasurer: measurer, strategy: strategy)
    }
}

/// Lays out a fixture and compares it with its sidecar.
func check(_ fixture: EngineFixture, strategy: LayoutOptions.Strategy) throws {
    let expected = try expectedFrames(fixture.name)
    let (layout, diagnostics) = LayoutEngine(options: fixture.options(strategy)).layout(fixture.document)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(fixture.name): \(errors.map(\.description))")
    let problems = expected.mismatches(in: layout.scenes[0], tolerance: fixture.tolerance)
    let report = "\(fixture.name) (\(strategy)):\n\(problems.joined(separator: "\n"))\n" + dump(layout.scenes[0])
    #expect(problems.isEmpty, "\(report)")
}

/// The laid-out scene as text, shown when a fixture fails.
func dump(_ scene: LayoutScene) -> String {
    scene.nodes.enumerated().map { index, node in
        var depth = 0
        var parent = node.parent
        while let current = parent {
            depth += 1
            parent = scene.nodes[current].parent
        }
        return String(repeating: "  ", count: depth) + "\(node.id) \(describe(node.frame))"
            + (node.hidden ? " hidden" : "")
    }.joined(separator: "\n")
}
