@testable import LayoutEngine
import LayoutModel

extension SceneModel {
    /// The model of `document`'s first scene as layout starts it: no facts learned yet (root insets zero) and the
    /// fixed test text measurer.
    static func firstScene(of document: ResolvedDocument) -> SceneModel {
        let table = SceneTable(root: document.scenes[0].root)
        return SceneModel(document: document, scene: document.scenes[0], table: table,
                          facts: LayoutFacts.initial(table: table, rootInsets: .zero),
                          measurer: ContentMeasurer(document: document, measurer: SystemTextMeasurer.fixed()))
    }
}
