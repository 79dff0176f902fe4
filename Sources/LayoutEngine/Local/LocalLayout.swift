import LayoutModel

/// The local path (placeholder until it lands: solves globally).
enum LocalLayout {
    static func solve(_ model: SceneModel, options: LayoutOptions) -> SolvedScene {
        GlobalLayout.solve(model, options: options)
    }
}
