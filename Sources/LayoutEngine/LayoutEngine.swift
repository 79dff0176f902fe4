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

    /// Lays out every scene. Diagnostics report conflicts, invalid constraints, negative sizes and, after the
    /// scenes' own, fonts without metrics (one per font); the layout is produced in every case. Scenes are
    /// independent, so they are laid out in parallel (``LayoutOptions/maximumConcurrency``); results and diagnostics
    /// keep the document's scene order.
    ///
    /// A caller that hands over its last copy of the document (`consume document`) has each scene's view tree
    /// freed while the scene's flat table is built from it, instead of keeping both through the layout.
    public func layout(_ document: consuming ResolvedDocument) -> (LayoutDocument, [Diagnostic]) {
        let options = options
        // The scenes move into take-once slots; what the workers share keeps every root without its subviews.
        var shell = document
        let scenes = TakeOnceSlots(shell.scenes)
        shell.removeSubviewsOfRoots()
        let solved = OrderedParallelMap.map(count: shell.scenes.count, maximumWorkers: options.maximumConcurrency) {
            [shell] index -> (LayoutScene, [Diagnostic], [LayoutDiagnostics.NamedFontUse]) in
            let solved = SceneLayout.run(document: shell, scene: scenes.take(index), options: options)
            let diagnostics = solved.diagnostics
            let fonts = LayoutDiagnostics.namedFonts(solved.model.table)
            return (SceneAssembly.scene(consume solved, measurer: options.textMeasurer), diagnostics, fonts)
        }
        let output = LayoutDocument(path: shell.path, configuration: shell.configuration, scenes: solved.map(\.0))
        return (output, solved.flatMap(\.1) + LayoutDiagnostics.unknownFonts(solved.map(\.2), path: shell.path))
    }
}
