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
    /// produced in every case. Scenes are independent, so they are laid out in parallel
    /// (``LayoutOptions/maximumConcurrency``); results and diagnostics keep the document's scene order.
    public func layout(_ document: ResolvedDocument) -> (LayoutDocument, [Diagnostic]) {
        let options = options
        let solved = OrderedParallelMap.map(count: document.scenes.count, maximumWorkers: options.maximumConcurrency) {
            index -> (LayoutScene, [Diagnostic]) in
            var solved = SceneLayout.run(document: document, scene: document.scenes[index], options: options)
            // The subtrees' costs are the largest part of a model; nothing after solving reads them.
            solved.model = solved.model.droppingSummaries()
            return (SceneAssembly.scene(solved, measurer: options.textMeasurer), solved.diagnostics)
        }
        let output = LayoutDocument(path: document.path, configuration: document.configuration,
                                    scenes: solved.map(\.0))
        return (output, solved.flatMap(\.1))
    }
}
