import LayoutModel

/// The insets around a scene's root view: the safe area of a screen, which the legacy top and bottom layout guides
/// also end at (interface-builder.md §9, §11, §12).
///
/// 1. The device's insets for the document's Xcode era (the configuration's `safeAreaInsets`). A hidden status bar
///    takes the top inset away on screens without a sensor housing (a top inset under 44 is a status bar).
/// 2. Bars add to them: a navigation bar below the status bar, a tab bar or toolbar above the home indicator. An
///    opaque bar is outside the root view instead (Interface Builder stores a shorter root), so it adds nothing
///    and the root has no inset on that side.
/// 3. A root stored shorter than the screen without opaque bars to explain it is a sheet, a popover or a freeform
///    controller: it does not reach the status bar, so its top inset is 0.
///
/// Components (freeform xib views) have no bars; one that declares a safe-area guide gets the device's insets as
/// in step 1 (Interface Builder lays it out as if it filled the screen); other components, cells and the components
/// of native documents have none.
enum SceneInsets {
    static func root(document: ResolvedDocument, scene: ResolvedScene) -> EdgeInsets {
        let configuration = document.configuration
        let device = configuration.safeAreaInsets
        switch scene.kind {
        case .component:
            let declaresSafeArea = scene.root.layoutGuides.contains { $0.kind == .safeArea }
            guard document.format != .native, declaresSafeArea, !isCell(scene.root.kind) else { return .zero }
            return device
        case .screen:
            break
        }
        let simulated = scene.simulated
        let statusBar = simulated.statusBarHidden && device.top < 44 ? 0 : device.top
        let navigation = simulated.navigationBar
        let bottomBar = simulated.bottomBar
        let navigationHeight = navigation.map { barHeight($0, document: document) } ?? 0
        let bottomHeight = bottomBar.map { barHeight($0, document: document) } ?? 0
        let opaqueTop = navigation.map { !$0.translucent } ?? false
        let opaqueBottom = bottomBar.map { !$0.translucent } ?? false

        var insets = device
        insets.top = opaqueTop ? 0 : statusBar + navigationHeight
        insets.bottom = opaqueBottom ? 0 : device.bottom + bottomHeight
        if let canvas = scene.canvasSize {
            let screenHeight = configuration.size.height
            let expected = screenHeight - (opaqueTop ? statusBar + navigationHeight : 0)
                - (opaqueBottom ? device.bottom + bottomHeight : 0)
            if canvas.height < expected - 0.5 { insets.top = 0 }
        }
        return insets
    }

    /// Bar heights by device and era: 44 (navigation bar, toolbar) and 49 (tab bar) on iPhones in regular height;
    /// 32 in compact height (the tab bar only from Xcode 9, iOS 11); 50 on iPads from Xcode 10 (iOS 12), before
    /// that 44 and 49. A prompt adds 30 to a navigation bar.
    static func barHeight(_ bar: SimulatedBar, document: ResolvedDocument) -> Double {
        let traits = document.configuration.traits
        let isPad = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        let toolsVersion = document.format == .native ? Int.max : (document.toolsVersion ?? 0)
        var height: Double
        if traits.verticalSizeClass == .compact && (bar.kind != .tabBar || toolsVersion >= 13000) {
            height = 32
        } else if isPad && toolsVersion >= 14000 {
            height = 50
        } else {
            height = bar.kind == .tabBar ? 49 : 44
        }
        if bar.kind == .navigationBar && bar.prompted { height += 30 }
        return height
    }

    /// Per view: whether it lies inside a scroll view, table view, collection view or text view (one pass over the
    /// pre-order table, so deep documents cost no more than wide ones).
    static func scrollingContent(_ table: SceneTable) -> [Bool] {
        var inside = [Bool](repeating: false, count: table.count)
        for index in table.views.indices {
            guard let parent = table.header(index).parent else { continue }
            switch table.header(parent).kind {
            case .scrollView, .tableView, .collectionView, .textView: inside[index] = true
            default: inside[index] = inside[parent]
            }
        }
        return inside
    }

    private static func isCell(_ kind: ViewKind) -> Bool {
        kind == .tableViewCell || kind == .collectionViewCell || kind == .collectionReusableView
    }
}
