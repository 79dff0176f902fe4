import LayoutModel

/// The bars Interface Builder infers for a view controller from how it is reached (interface-builder.md §11): a
/// navigation controller's root, and every controller pushed onto its stack with a `show` segue (from the controller
/// itself or any of its buttons, cells and bar button items), sits under a
/// navigation bar (and above a toolbar when the navigation controller shows one); a tab bar controller's children,
/// and their navigation stacks, sit above a tab bar. A split view controller passes its context on to its master
/// and detail (on a compact-width screen, where it collapses, the detail also sits under the master's navigation
/// bar), and `showDetail` acts like `show`. A form or page sheet (a `presentation` segue with that
/// `modalPresentationStyle`) has no status bar.
struct IBInferredBars: Hashable {
    var navigationBar = false
    /// False when the navigation controller's bar is opaque (`<navigationBar key="navigationBar" translucent="NO">`).
    var navigationBarTranslucent = true
    var tabBar = false
    var toolbar = false
    var statusBarHidden = false

    /// The inferred bars of every controller of a storyboard, by controller id.
    ///
    /// Contexts flow breadth-first from the controllers no segue leads to (then, for cycles, from the rest in
    /// document order) along relationship segues and pushes. A controller reached along several paths takes the
    /// first context that reaches it (the shortest path), except that a segue listed in
    /// `<inferredMetricsTieBreakers>` (Interface Builder's own choice) wins.
    static func infer(_ document: XMLElement) -> [String: IBInferredBars] {
        struct Controller {
            var element: XMLElement
            var segues: [XMLElement]
        }
        var controllers: [(id: String, controller: Controller)] = []
        var tieBreakers: Set<String> = []
        for child in document.children {
            if child.name == "inferredMetricsTieBreakers" {
                for segue in child.children { if let reference = segue["reference"] { tieBreakers.insert(reference) } }
            }
            guard child.name == "scenes" else { continue }
            for scene in child.children where scene.name == "scene" {
                for objects in scene.children where objects.name == "objects" {
                    for object in objects.children where object["sceneMemberID"] == "viewController" {
                        guard let id = object["id"] else { continue }
                        controllers.append((id, Controller(element: object, segues: segues(in: object))))
                    }
                }
            }
        }
        var index: [String: Int] = [:]
        for (position, entry) in controllers.enumerated() where index[entry.id] == nil { index[entry.id] = position }

        // On a compact-width screen a split view is collapsed: its detail is pushed onto the master's navigation
        // stack, under the master's navigation bar.
        var collapsingSplits: Set<String> = []
        if splitViewsCollapse(document) {
            for entry in controllers where entry.controller.element.name == "splitViewController" {
                let master = entry.controller.segues.first { $0["relationship"] == "masterViewController" }
                guard let masterID = master?["destination"], let position = index[masterID] else { continue }
                let element = controllers[position].controller.element
                if element.name == "navigationController", element["navigationBarHidden"] != "YES" {
                    collapsingSplits.insert(entry.id)
                }
            }
        }

        var targeted = Set<String>()
        for entry in controllers {
            for segue in entry.controller.segues where carriesContext(segue) {
                if let destination = segue["destination"] { targeted.insert(destination) }
            }
        }
        var bars: [String: IBInferredBars] = [:]
        var decidedByTieBreaker: Set<String> = []
        var queue: [String] = []
        var head = 0
        func propagate() {
            while head < queue.count {
                let id = queue[head]
                head += 1
                guard let position = index[id] else { continue }
                let controller = controllers[position].controller
                let context = (bars[id] ?? IBInferredBars()).stating(controller.element)
                for segue in controller.segues {
                    guard let destination = segue["destination"], index[destination] != nil,
                          var next = context.passed(along: segue, from: controller.element) else { continue }
                    if segue["relationship"] == "detailViewController", collapsingSplits.contains(id) {
                        next.navigationBar = true
                    }
                    let isTieBreaker = segue["id"].map(tieBreakers.contains) ?? false
                    if bars[destination] == nil || (isTieBreaker && !decidedByTieBreaker.contains(destination)) {
                        if bars[destination] != nil, bars[destination] == next { continue }
                        bars[destination] = next
                        if isTieBreaker { decidedByTieBreaker.insert(destination) }
                        queue.append(destination)
                    }
                }
            }
        }
        for entry in controllers where !targeted.contains(entry.id) && bars[entry.id] == nil {
            bars[entry.id] = IBInferredBars()
            queue.append(entry.id)
        }
        propagate()
        for entry in controllers where bars[entry.id] == nil {
            bars[entry.id] = IBInferredBars()
            queue.append(entry.id)
            propagate()
        }
        return bars
    }

    /// Whether the document's screen has a compact width, where split views collapse: iPhones, except the large ones
    /// in landscape (interface-builder.md §2). Documents without a device (the any/any canvas) do not collapse.
    static func splitViewsCollapse(_ document: XMLElement) -> Bool {
        guard let device = document.children.first(where: { $0.name == "device" }), let id = device["id"] else {
            return false
        }
        if id.hasPrefix("ipad") { return false }
        let regularInLandscape = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"]
        return !(device["orientation"] == "landscape" && regularInLandscape.contains(id))
    }

    /// The context with the bars a controller states for itself (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics`, `simulatedStatusBarMetrics`, or `<nil key=…>` for none): a container that
    /// states them passes them on to its children instead of what it inherited.
    func stating(_ controller: XMLElement) -> IBInferredBars {
        var result = self
        for child in controller.children {
            switch child["key"] {
            case "simulatedTopBarMetrics":
                result.navigationBar = child.name == "simulatedNavigationBarMetrics"
                result.navigationBarTranslucent = child["translucent"] != "NO"
            case "simulatedBottomBarMetrics":
                result.tabBar = child.name == "simulatedTabBarMetrics"
                result.toolbar = child.name == "simulatedToolbarMetrics"
            case "simulatedStatusBarMetrics":
                result.statusBarHidden = child.name == "nil"
            default:
                break
            }
        }
        return result
    }

    /// Every segue that starts in a controller: its own, and those of its buttons, cells and bar button items.
    private static func segues(in controller: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack = [controller]
        while let element = stack.popLast() {
            if element.name == "segue" {
                found.append(element)
                continue
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// Whether a segue hands its source's context to its destination (containment and pushes).
    private static func carriesContext(_ segue: XMLElement) -> Bool {
        switch segue["kind"] {
        case "relationship":
            return ["rootViewController", "viewControllers", "masterViewController", "detailViewController"]
                .contains(segue["relationship"] ?? "")
        case "show", "push", "showDetail": return true
        case "presentation": return isSheet(segue)
        default: return false
        }
    }

    /// A modal presentation as a form or page sheet.
    private static func isSheet(_ segue: XMLElement) -> Bool {
        ["formSheet", "pageSheet"].contains(segue["modalPresentationStyle"] ?? "")
    }

    /// The context a segue gives its destination, or nil when it gives none.
    private func passed(along segue: XMLElement, from source: XMLElement) -> IBInferredBars? {
        guard Self.carriesContext(segue) else { return nil }
        var next = self
        if segue["kind"] == "presentation" {
            // A sheet starts a context of its own, without the presenter's bars.
            return IBInferredBars(statusBarHidden: true)
        }
        switch (source.name, segue["relationship"]) {
        case ("navigationController", "rootViewController"):
            next.navigationBar = source["navigationBarHidden"] != "YES"
            next.navigationBarTranslucent = source.children.first {
                $0.name == "navigationBar" && $0["key"] == "navigationBar"
            }?["translucent"] != "NO"
            next.toolbar = source["toolbarHidden"] == "NO"
        case ("tabBarController", "viewControllers"):
            next.tabBar = true
            next.navigationBar = false
            next.toolbar = false
        case ("splitViewController", "masterViewController"), ("splitViewController", "detailViewController"):
            next.navigationBar = false
            next.toolbar = false
        case (_, "rootViewController"), (_, "viewControllers"), (_, "masterViewController"),
             (_, "detailViewController"):
            return nil
        default:
            // A push stays on the navigation stack it starts from; outside one, `show` presents modally.
            guard navigationBar else { return nil }
        }
        return next
    }
}
