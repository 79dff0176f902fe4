import LayoutModel

/// Which Interface Builder elements are views, and which ``ViewKind`` each one maps to.
///
/// An element is a view when it sits in a `<subviews>` list, when its name is a known view class, or when it has a
/// stored frame (`<rect key="frame">` or Xcode 8.0/8.1's `<frame key="frameInset">`). Views inside non-view
/// elements (a table's `<prototypes>`, a section's `<cells>`, a bar button item) belong to the nearest enclosing view.
enum IBElementKinds {
    /// Elements whose subtrees never hold views: they are skipped while looking for views.
    static let nonViewContainers: Set<String> = [
        "constraints", "connections", "resources", "designables", "dependencies", "userDefinedRuntimeAttributes",
        "accessibility", "variation", "mask", "attributedString", "fontDescription", "state", "color",
    ]

    /// View elements Stackboard knows without a kind of their own; they lay out as plain views, silently.
    static let knownPlainViews: Set<String> = [
        "collectionViewCellContentView", "control", "window", "refreshControl", "arscnView", "arskView", "arView",
        "sceneKitView", "skView", "glkView", "mtkView", "colorWell", "imageView", "view",
    ]

    /// Keys of views a container controller owns (their geometry is the controller's business).
    static let controllerBarKeys: Set<String> = ["navigationBar", "tabBar", "toolbar", "refreshControl"]

    /// Whether `element`, found inside an element named `holder`, is a view.
    static func isView(_ element: XMLElement, holder: String) -> Bool {
        isView(element, holder: holder, nameClass: nameClass(element.name))
    }

    /// What an element's name alone says about it being a view.
    enum NameClass {
        /// A ``nonViewContainers`` element: never a view, and nothing inside it is one.
        case nonViewContainer
        /// A view class: always a view.
        case view
        /// A view only inside `<subviews>` or with a stored frame.
        case other
    }

    static func nameClass(_ name: String) -> NameClass {
        if nonViewContainers.contains(name) { return .nonViewContainer }
        if ViewKind(rawValue: name) != nil || knownPlainViews.contains(name) { return .view }
        return .other
    }

    /// ``isView(_:holder:)`` with the element's ``NameClass`` already known.
    static func isView(_ element: XMLElement, holder: String, nameClass: NameClass) -> Bool {
        switch nameClass {
        case .nonViewContainer: return false
        case .view: return true
        case .other: return holder == "subviews" || hasStoredGeometry(element)
        }
    }

    /// Name classes and view kinds by the document's name ids, each worked out once.
    struct NameClassCache {
        private var classes: [NameClass?] = []
        private var kinds: [(kind: ViewKind, known: Bool)?] = []

        /// ``IBElementKinds/kind(of:)`` of the element's name.
        mutating func kind(of element: XMLElement) -> (kind: ViewKind, known: Bool) {
            let id = element.nameID
            if id >= kinds.count { kinds.append(contentsOf: repeatElement(nil, count: id + 1 - kinds.count)) }
            if let known = kinds[id] { return known }
            let found = IBElementKinds.kind(of: element.name)
            kinds[id] = found
            return found
        }

        /// ``IBElementKinds/nameClass(_:)`` of the name of element `index` of `tree`, cached by the name's number
        /// (no element is made: each counts a reference to the tree).
        mutating func nameClass(ofElement index: Int, in tree: XMLTree) -> NameClass {
            let id = Int(tree.elements[index].name)
            if id >= classes.count { classes.append(contentsOf: repeatElement(nil, count: id + 1 - classes.count)) }
            if let known = classes[id] { return known }
            let found = IBElementKinds.nameClass(tree.names[id])
            classes[id] = found
            return found
        }
    }

    /// Whether the element has `<rect key="frame">` or `<frame key="frameInset">` as a direct child.
    static func hasStoredGeometry(_ element: XMLElement) -> Bool {
        element.children.contains {
            ($0.name == "rect" && $0["key"] == "frame") || ($0.name == "frame" && $0["key"] == "frameInset")
        }
    }

    /// The kind an element lays out as, and whether the element is unknown (laid out as a plain view).
    static func kind(of name: String) -> (kind: ViewKind, known: Bool) {
        if let kind = ViewKind(rawValue: name) { return (kind, true) }
        return (.view, knownPlainViews.contains(name))
    }

    /// Controller elements whose human name Xcode shows for a scene (`viewController` → `View Controller`).
    static func humanName(_ elementName: String) -> String {
        var words: [String] = []
        var current = ""
        for character in elementName {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + String($0.dropFirst()) }.joined(separator: " ")
    }
}
