import LayoutModel

/// Turns the views of a storyboard `<scene>` or of a xib's `<objects>` into ``MarkupScene``s.
///
/// Every top-level view becomes a scene, so that every view of the document is laid out:
/// * a controller's root view (`key="view"`) is a `.screen`, named after the controller; in a storyboard the first
///   one carries the `sceneID`;
/// * a xib's top-level view is a `.screen` when it is screen-sized (not freeform, with a safe area or simulated
///   screen metrics: a view controller's view) and otherwise a `.component` of its stored size, like cells;
/// * every other top-level view (container controllers' bars, bar button items' custom views, extra views of a
///   scene) is a `.component` of its stored size, with its own id as the scene id.
struct IBSceneReader {
    let builder: IBViewTreeBuilder
    /// The device named by an old document's `<simulatedMetricsContainer>`, used by controllers without their own.
    var defaultDestination: String?
    /// Bars inferred from segues, by controller id (storyboards only).
    var inferredBars: [String: IBInferredBars] = [:]

    /// Elements of `<objects>` that are not controllers and give no scene its name.
    private static let nonControllers: Set<String> = ["placeholder", "exit", "customObject", "viewControllerPlaceholder"]

    func scenes(ofStoryboardScene scene: XMLElement, context: inout IBReadContext) -> [MarkupScene] {
        guard let objects = scene.children.first(where: { $0.name == "objects" }) else { return [] }
        let controller = objects.children.first { !Self.nonControllers.contains($0.name) }
        let sceneName = controller.map(Self.controllerName) ?? scene["sceneID"]
        let roots = builder.build(objects, context: &context)
        let mainIndex = roots.firstIndex { $0.element["key"] == "view" && $0.holder.name != "objects" } ?? 0
        var result: [MarkupScene] = []
        for (index, root) in roots.enumerated() {
            if index == mainIndex, let sceneID = scene["sceneID"], !sceneID.isEmpty {
                var made = makeScene(root, inXib: false, context: &context)
                made.id = sceneID
                made.name = sceneName
                made.range = scene.range
                result.append(made)
            } else {
                result.append(makeScene(root, inXib: false, context: &context))
            }
        }
        return result
    }

    func scenes(ofXibObjects objects: XMLElement, context: inout IBReadContext) -> [MarkupScene] {
        builder.build(objects, context: &context).map { makeScene($0, inXib: true, context: &context) }
    }

    // MARK: - One scene

    private func makeScene(_ root: IBRootView, inXib: Bool, context: inout IBReadContext) -> MarkupScene {
        let element = root.element
        let storedSize = root.view.stored?.frame?.size
        let isControllerRoot = element["key"] == "view" && root.holder.name != "objects"
        let metricsSource = isControllerRoot ? root.holder : element
        let name: String
        if isControllerRoot {
            name = Self.controllerName(root.holder)
        } else {
            name = element["userLabel"] ?? element["customClass"] ?? IBElementKinds.humanName(element.name)
        }
        let kind: MarkupScene.Kind
        if isControllerRoot || (inXib && root.holder.name == "objects" && isScreenSized(element)) {
            kind = .screen
        } else {
            kind = .component(width: storedSize?.width, height: storedSize?.height)
        }
        let inferred = isControllerRoot ? root.holder["id"].flatMap { inferredBars[$0] } : nil
        var simulated = simulatedMetrics(metricsSource, storedRootSize: storedSize, inferred: inferred)
        if kind != .screen {
            // Bars surround a controller's screen; a freeform view or cell has none.
            simulated.navigationBar = nil
            simulated.bottomBar = nil
        }
        return MarkupScene(id: root.view.id, name: name, kind: kind, root: root.view, range: element.range,
                           simulated: simulated)
    }

    /// Whether a xib's top-level view is a view controller's screen-sized view rather than a freeform one.
    private func isScreenSized(_ element: XMLElement) -> Bool {
        guard ![ "tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name) else {
            return false
        }
        var screenHints = false
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("freeformSimulatedSizeMetrics", _): return false
            case ("viewLayoutGuide", "safeArea"), ("simulatedScreenMetrics", _), ("simulatedStatusBarMetrics", _):
                screenHints = true
            default: break
            }
        }
        return screenHints
    }

    /// The name Xcode shows for a controller's scene: its title, label or class, else its kind in words.
    static func controllerName(_ controller: XMLElement) -> String {
        for attribute in ["title", "userLabel", "customClass"] {
            if let value = controller[attribute], !value.isEmpty { return value }
        }
        return IBElementKinds.humanName(controller.name)
    }

    // MARK: - Simulated metrics

    /// Bars, status bar and destination screen that Interface Builder simulates (interface-builder.md §11).
    ///
    /// A bar is present when the document states it or the controller's place in the storyboard implies it
    /// (``IBInferredBars``); a stated bar, or a stated absence (`<nil key=…>`), wins over an inferred one. The status
    /// bar is hidden when the document says so (`<nil key="simulatedStatusBarMetrics"/>`) or the controller is shown
    /// in a sheet. Heights are the layout engine's business: they depend on the device, size classes and era.
    private func simulatedMetrics(_ source: XMLElement, storedRootSize: Size?,
                                  inferred: IBInferredBars?) -> SimulatedMetrics {
        var metrics = SimulatedMetrics(storedRootSize: storedRootSize)
        var explicitTop = false
        var explicitBottom = false
        var explicitStatusBar = false
        for child in source.children {
            switch child["key"] {
            case "simulatedStatusBarMetrics":
                explicitStatusBar = true
                metrics.statusBarHidden = child.name == "nil"
            case "simulatedTopBarMetrics":
                explicitTop = true
                metrics.navigationBar = Self.bar(child)
            case "simulatedBottomBarMetrics":
                explicitBottom = true
                metrics.bottomBar = Self.bar(child)
            case "simulatedDestinationMetrics":
                if child.name == "simulatedScreenMetrics", let type = child["type"] {
                    metrics.destinationDevice = Self.deviceID(fromScreenType: type)
                }
            default:
                break
            }
        }
        if let inferred {
            if !explicitTop, inferred.navigationBar {
                metrics.navigationBar = SimulatedBar(.navigationBar, translucent: inferred.navigationBarTranslucent)
            }
            if !explicitBottom {
                if inferred.tabBar, source["hidesBottomBarWhenPushed"] != "YES" {
                    metrics.bottomBar = SimulatedBar(.tabBar)
                } else if inferred.toolbar {
                    metrics.bottomBar = SimulatedBar(.toolbar)
                }
            }
            if !explicitStatusBar, inferred.statusBarHidden { metrics.statusBarHidden = true }
        }
        if metrics.destinationDevice == nil { metrics.destinationDevice = defaultDestination }
        return metrics
    }

    /// A `simulatedTopBarMetrics` or `simulatedBottomBarMetrics` element as a bar; nil for `<nil key=…>`.
    private static func bar(_ element: XMLElement) -> SimulatedBar? {
        let translucent = element["translucent"] != "NO"
        switch element.name {
        case "nil": return nil
        case "simulatedNavigationBarMetrics":
            return SimulatedBar(.navigationBar, prompted: element["prompted"] == "YES", translucent: translucent)
        case "simulatedTabBarMetrics": return SimulatedBar(.tabBar, translucent: translucent)
        case "simulatedToolbarMetrics": return SimulatedBar(.toolbar, translucent: translucent)
        default: return nil
        }
    }

    /// Xcode 6/7 screen types (`retina47`, `retina4_7.fullscreen`, `retina55`) as `<device>` ids (`retina4_7`).
    static func deviceID(fromScreenType type: String) -> String {
        let base = String(type.prefix { $0 != "." })
        let legacy: KeyValuePairs<String, String> = [
            "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
            "retina58": "retina5_9", "iPad": "ipad9_7", "ipad": "ipad9_7",
        ]
        return legacy.first { $0.key == base }?.value ?? base
    }
}
