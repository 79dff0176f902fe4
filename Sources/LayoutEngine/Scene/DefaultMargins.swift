import LayoutModel

/// The layout margins a view has when the document sets none (interface-builder.md §9), before the safe area is
/// added to them:
///
/// * **A root view** (a controller's screen, or a top-level view of a xib or scene that is not a cell) has 0 at the
///   top and bottom and the system side margins of its own width: 16 below 414 pt, 20 from 414 pt (the device's
///   root margins when the root is as wide as the configuration). Interface Builder lays out a xib's top-level
///   view as a controller's root; a native document's component keeps UIView's 8.
/// * **A table cell's content view** has UIKit's cell margins: 11 at the top and bottom and the table's side
///   margins (16 below 414 pt of cell width, 20 from 414 pt; 15 instead of 16 before Xcode 12), with 8 on the
///   trailing side when an accessory (disclosure indicator, checkmark, …) takes the cell's trailing end. Documents
///   saved before Xcode 9 (iOS 10 and earlier cells) have 8 on every side.
/// * **A stack view** has none from Xcode 9 (iOS 11) on: a collection view pinned to a full-width stack's trailing
///   margin is stored full width (Xcode 13). Earlier stacks had UIView's 8 (TZStackView's comparison, iOS 9).
/// * Every other view has UIView's 8 on every side.
enum DefaultMargins {
    static func of(_ index: Int, table: SceneTable, scene: ResolvedScene, document: ResolvedDocument) -> EdgeInsets {
        guard let parent = table[index].parent else {
            return rootMargins(table[index], scene: scene, document: document)
        }
        if table[index].kind == .tableViewCellContentView, table[parent].kind == .tableViewCell {
            return cellContentMargins(cell: table[parent], contentView: table[index], document: document)
        }
        if table[index].kind == .stackView, toolsVersion(document) >= 13000 { return .zero }
        return .defaultMargins
    }

    /// The system side margins for a root of this width.
    static func systemRootMargins(width: Double) -> EdgeInsets {
        let side: Double = width < 414 ? 16 : 20
        return EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    private static func rootMargins(_ root: SceneView, scene: ResolvedScene, document: ResolvedDocument) -> EdgeInsets {
        let configuration = document.configuration
        switch scene.kind {
        case .screen:
            let width = scene.canvasSize?.width ?? configuration.size.width
            if abs(width - configuration.size.width) < 0.5 { return configuration.rootLayoutMargins }
            return systemRootMargins(width: width)
        case .component(let width, _):
            guard document.format != .native else { return .defaultMargins }
            switch root.kind {
            case .tableViewCell, .collectionViewCell, .collectionReusableView:
                return .defaultMargins
            default:
                return systemRootMargins(width: width ?? scene.canvasSize?.width ?? configuration.size.width)
            }
        }
    }

    /// The document's Xcode era; native documents are current.
    private static func toolsVersion(_ document: ResolvedDocument) -> Int {
        document.format == .native ? Int.max : (document.toolsVersion ?? 0)
    }

    private static func cellContentMargins(cell: SceneView, contentView: SceneView,
                                           document: ResolvedDocument) -> EdgeInsets {
        let toolsVersion = toolsVersion(document)
        guard toolsVersion >= 13000 else { return .defaultMargins }
        let width = cell.resolved.autoresizing?.frame.width ?? cell.resolved.stored?.frame?.width
            ?? contentView.resolved.stored?.frame?.width ?? document.configuration.size.width
        let side: Double = width >= 414 ? 20 : (toolsVersion >= 17000 ? 16 : 15)
        let accessory = cell.properties.accessoryType.map { $0 != "none" } ?? false
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: accessory ? 8 : side)
    }
}
