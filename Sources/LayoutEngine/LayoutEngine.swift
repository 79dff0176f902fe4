import LayoutModel

/// Computes every frame of a resolved document the way UIKit's Auto Layout and `UIStackView` would.
///
/// Pipeline position: `TraitResolver` → ``ResolvedDocument`` → **LayoutEngine** → ``LayoutDocument`` →
/// `SVGEmitter`. Each scene is laid out on its own (`SceneLayout`): its views become constraints (content size,
/// stack rules, document constraints, autoresizing), a lexicographic solver finds the frames, and the frames are
/// snapped to the pixel grid.
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = .init()) {
        self.options = options
    }

    /// Lays out every scene. Diagnostics report conflicts, invalid constraints and negative sizes; the layout is
    /// produced in every case.
    public func layout(_ document: ResolvedDocument) -> (LayoutDocument, [Diagnostic]) {
        var scenes: [LayoutScene] = []
        var diagnostics: [Diagnostic] = []
        for scene in document.scenes {
            let solved = SceneLayout.run(document: document, scene: scene, options: options)
            scenes.append(SceneAssembly.scene(solved, measurer: options.textMeasurer))
            diagnostics += solved.diagnostics
        }
        let output = LayoutDocument(path: document.path, configuration: document.configuration, scenes: scenes)
        return (output, diagnostics)
    }
}
