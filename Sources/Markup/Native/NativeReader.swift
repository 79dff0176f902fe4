import LayoutModel

/// Reads a native-dialect document (dialect.md) from its loaded XML tree into a ``MarkupDocument``.
///
/// Two passes: the first walks the elements in document order, reads attributes, synthesizes ids, registers
/// every id and records each constraint (shorthand or equation) with its owner; the second resolves the
/// constraints' references once every id is known, creating the layout guides they use, and assembles the
/// nested ``MarkupView`` trees from a flat node list (bottom-up, without recursion). Every problem is
/// reported; reading goes on after each.
struct NativeReader {
    /// A view while the document is read: its model, its place in the tree and its scene.
    struct Node {
        var view: MarkupView
        var parent: Int?
        var children: [Int] = []
        var scene: Int
        /// Variation keys already used on this element, with their positions.
        var variationKeys: [(key: VariationKey, location: SourceLocation)] = []
    }

    /// What an id names.
    struct IDEntry {
        enum Kind { case view(Int), constraint }
        var kind: Kind
        var scene: Int
        /// The `id` attribute, whose position is only worked out for a diagnostic (a loaded attribute finds it by
        /// lexing its start tag again).
        var attribute: XMLAttribute
        var location: SourceLocation { attribute.valueRange.start }
    }

    let file: SourceFile
    var sink: DiagnosticSink
    var nodes: [Node] = []
    var pending: [PendingConstraint] = []
    /// Looked up only, never iterated (its order is not deterministic).
    var ids: [String: IDEntry] = [:]
    /// Explicit view ids per scene, in document order: the candidates for "did you mean".
    var sceneViewIDs: [[String]] = []
    var synthesizedCounts: [ViewKind: Int] = [:]
    var images: [ImageResource] = []
    var imageReferences: [XMLAttribute] = []
    var scenes: [(id: String, name: String?, kind: MarkupScene.Kind, root: Int, range: SourceRange)] = []

    static func read(_ root: XMLElement, file: SourceFile, into sink: inout DiagnosticSink) -> MarkupDocument {
        var reader = NativeReader(file: file, sink: DiagnosticSink(path: file.path))
        let document = reader.readDocument(root)
        sink.append(contentsOf: reader.sink.diagnostics)
        return document
    }

    // MARK: - Document

    mutating func readDocument(_ root: XMLElement) -> MarkupDocument {
        var document = MarkupDocument(path: file.path, format: .native)
        let spec = NativeVocabulary.element("document")!  // lint-unsafe: a name of the static vocabulary
        var device: (String, SourceRange)?
        var orientation: Orientation?
        for attribute in root.attributes {
            switch attribute.name {
            case "device":
                if attribute.value.isEmpty {
                    sink.emit(MarkupDiagnostics.invalidValue("", for: "device", expected: [], at: attribute.valueRange.start))
                } else {
                    device = (attribute.value, attribute.valueRange)
                }
            case "orientation":
                orientation = take(AttributeValue.keyword(attribute, as: Orientation.self))
            default:
                reportUnknownAttribute(attribute, on: spec)
            }
        }
        if let (id, range) = device {
            document.device = DocumentDevice(id: id, orientation: orientation ?? .portrait, range: range)
        } else if orientation != nil, let attribute = root.attribute("orientation") {
            sink.emit(MarkupDiagnostics.orientationWithoutDevice(at: attribute.nameRange.start))
        }
        checkText(root)

        var resources: XMLElement?
        for child in root.children {
            switch child.name {
            case "resources":
                if let first = resources {
                    sink.emit(MarkupDiagnostics.repeatedElement("resources", in: "document", at: child.location, first: first.location))
                } else {
                    if !scenes.isEmpty { sink.emit(MarkupDiagnostics.resourcesAfterScenes(at: child.location)) }
                    resources = child
                    readResources(child)
                }
            case "screen", "component":
                readScene(child)
            default:
                reportMisplacedElement(child, in: spec)
            }
        }
        if scenes.isEmpty { sink.emit(MarkupDiagnostics.missingScene(at: root.location)) }
        checkImageReferences()
        resolvePendingConstraints()

        document.images = images
        document.scenes = assembleScenes()
        return document
    }

    mutating func readResources(_ element: XMLElement) {
        let spec = NativeVocabulary.element("resources")!  // lint-unsafe: a name of the static vocabulary
        for attribute in element.attributes { reportUnknownAttribute(attribute, on: spec) }
        checkText(element)
        var firstLocations: [(String, SourceLocation)] = []
        for child in element.children {
            guard child.name == "image" else {
                reportMisplacedElement(child, in: spec)
                continue
            }
            let imageSpec = NativeVocabulary.element("image")!  // lint-unsafe: a name of the static vocabulary
            var name: XMLAttribute?
            var width: Double?
            var height: Double?
            for attribute in child.attributes {
                switch attribute.name {
                case "name": name = attribute
                case "width": width = take(AttributeValue.number(attribute, nonNegative: true))
                case "height": height = take(AttributeValue.number(attribute, nonNegative: true))
                default: reportUnknownAttribute(attribute, on: imageSpec)
                }
            }
            reportMissingAttributes(of: child, spec: imageSpec)
            checkText(child)
            for grandchild in child.children { reportMisplacedElement(grandchild, in: imageSpec) }
            guard let name, let width, let height else { continue }
            if let first = firstLocations.first(where: { $0.0 == name.value }) {
                sink.emit(MarkupDiagnostics.duplicateImage(name.value, at: name.valueRange.start, first: first.1))
                continue
            }
            firstLocations.append((name.value, name.valueRange.start))
            images.append(ImageResource(name: name.value, size: Size(width: width, height: height), range: child.range))
        }
    }

    mutating func checkImageReferences() {
        let names = images.map(\.name)
        for reference in imageReferences where !names.contains(reference.value) {
            sink.emit(MarkupDiagnostics.unknownImage(reference.value, candidates: names, at: reference.valueRange.start))
        }
    }

    // MARK: - Scenes

    mutating func readScene(_ element: XMLElement) {
        let spec = NativeVocabulary.element(element.name)!  // lint-unsafe: only called for screen and component
        let sceneIndex = scenes.count
        sceneViewIDs.append([])
        var id: String?
        var name: String?
        var width: Double?
        var height: Double?
        let idAttribute = element.attribute("id")
        if let idAttribute {
            id = take(AttributeValue.identifier(idAttribute))
        }
        let sceneID = id ?? "_\(element.name)\(sceneIndex + 1)"
        let node = nodes.count
        nodes.append(Node(view: MarkupView(id: sceneID, hasExplicitID: id != nil, elementName: "view", kind: .view,
                                           range: element.range),
                          parent: nil, scene: sceneIndex))
        if let id, let idAttribute {
            register(id, as: .view(node), scene: sceneIndex, at: idAttribute)
        }
        var properties = ViewProperties()
        for attribute in element.attributes {
            switch attribute.name {
            case "id": continue
            case "name": name = attribute.value
            case "width" where element.name == "component":
                width = take(AttributeValue.number(attribute, nonNegative: true))
            case "height" where element.name == "component":
                height = take(AttributeValue.number(attribute, nonNegative: true))
            default:
                if spec.attribute(attribute.name) != nil {
                    applyProperty(attribute, to: &properties, kind: .view)
                } else if let shorthand = NativeVocabulary.commonViewAttributes.first(where: { $0.name == attribute.name }),
                          shorthand.isShorthand {
                    sink.emit(MarkupDiagnostics.shorthandOnRoot(attribute.name, element: element.name, at: attribute.nameRange.start))
                } else {
                    reportUnknownAttribute(attribute, on: spec)
                }
            }
        }
        reportMissingAttributes(of: element, spec: spec)
        nodes[node].view.properties = properties
        let kind: MarkupScene.Kind = element.name == "screen" ? .screen : .component(width: width, height: height)
        scenes.append((sceneID, name, kind, node, element.range))
        readChildren(of: element, node: node, spec: spec)
    }

    // MARK: - Ids

    /// Records an id; a second use of it is an error at the second, with a note at the first.
    mutating func register(_ id: String, as kind: IDEntry.Kind, scene: Int, at attribute: XMLAttribute) {
        if let existing = ids[id] {
            sink.emit(MarkupDiagnostics.duplicateID(id, at: attribute.valueRange.start, first: existing.location))
            return
        }
        ids[id] = IDEntry(kind: kind, scene: scene, attribute: attribute)
        if case .view = kind { sceneViewIDs[scene].append(id) }
    }

    /// `_<kind><n>`: document order, 1-based per kind.
    mutating func synthesizedID(for kind: ViewKind) -> String {
        let count = (synthesizedCounts[kind] ?? 0) + 1
        synthesizedCounts[kind] = count
        return "_\(kind.rawValue)\(count)"
    }

    // MARK: - Assembly

    /// Builds the nested views bottom-up: children always come after their parent in `nodes`.
    /// The nodes are taken apart as they are built (the reader's last step): each view and each child's subtree is
    /// moved, not copied.
    mutating func assembleScenes() -> [MarkupScene] {
        var pending: [Node] = []
        swap(&pending, &nodes)
        var built = [MarkupView?](repeating: nil, count: pending.count)
        while let node = pending.popLast() {
            var view = node.view
            view.subviews = node.children.compactMap { child in built[child].take() }
            built[pending.count] = view
        }
        return scenes.compactMap { scene in
            guard let root = built[scene.root] else { return nil }
            return MarkupScene(id: scene.id, name: scene.name, kind: scene.kind, root: root, range: scene.range)
        }
    }

    // MARK: - Shared checks

    /// The value of a parse, or nil after reporting its diagnostic.
    mutating func take<T>(_ result: Result<T, Problem>) -> T? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            sink.emit(problem.diagnostic)
            return nil
        }
    }

    mutating func reportUnknownAttribute(_ attribute: XMLAttribute, on spec: NativeElement) {
        sink.emit(MarkupDiagnostics.unknownAttribute(attribute.name, on: spec.name,
                                                     candidates: spec.attributes.map(\.name),
                                                     at: attribute.nameRange.start))
    }

    mutating func reportMissingAttributes(of element: XMLElement, spec: NativeElement) {
        for attribute in spec.attributes where attribute.isRequired && element.attribute(attribute.name) == nil {
            sink.emit(MarkupDiagnostics.missingAttribute(attribute.name, on: element.name, at: element.location))
        }
    }

    /// An element that the dialect does not have here: unknown anywhere (with a suggestion), or known but
    /// in the wrong place.
    mutating func reportMisplacedElement(_ element: XMLElement, in parent: NativeElement) {
        if NativeVocabulary.element(element.name) != nil {
            sink.emit(MarkupDiagnostics.unexpectedElement(element.name, in: parent.name, expected: parent.children,
                                                          at: element.location))
        } else {
            let candidates = parent.children + NativeVocabulary.elementNames.filter { !parent.children.contains($0) }
            sink.emit(MarkupDiagnostics.unknownElement(element.name, candidates: candidates, at: element.location))
        }
    }

    mutating func checkText(_ element: XMLElement) {
        if let location = element.textLocation {
            sink.emit(MarkupDiagnostics.unexpectedText(in: element.name, at: location))
        }
    }
}
