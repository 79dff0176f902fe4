import LayoutModel

/// A document written in the native dialect, with warnings for what the dialect cannot express.
public struct NativeConversion: Sendable {
    public var text: String
    /// Warnings (`convert.*`) positioned in the source document.
    public var diagnostics: [Diagnostic]
}

/// Writes a ``MarkupDocument`` (typically read from a `.storyboard` or `.xib`) in the native dialect
/// (`*.layout.xml`, dialect.md), so that the written document lays out to the same frames wherever the dialect
/// can say what the source says.
///
/// * Ids are kept when they are valid native ids; others (Interface Builder ids such as `8bC-Xf-vdC` start with a
///   digit) get the prefix `ib-`. A screen's id is its root view's id.
/// * Views of kinds the dialect lacks are written as plain `view`s (with a warning); designable sizes become
///   `placeholderIntrinsicWidth/Height`; autoresizing frames become constraints that keep the stored frame;
///   legacy top/bottom layout guides become the safe area's edges; subview and constraint masks become
///   `installed` variations of the views and constraints they name.
/// * Whatever cannot be said is left out with a `convert.*` warning at the source position.
public enum NativeWriter {
    public static func write(_ document: MarkupDocument) -> NativeConversion {
        var writer = NativeDocumentWriter(document: document)
        writer.prepare()
        writer.writeDocument()
        return NativeConversion(text: writer.xml.text, diagnostics: writer.sink.diagnostics)
    }
}

/// The state of one conversion.
struct NativeDocumentWriter {
    struct GuideOwner {
        var view: String
        var kind: MarkupLayoutGuide.Kind
        var scene: Int
    }

    /// One mask entry of a superview's or owner's variation, to be written on the view or constraint it names.
    struct MaskSetting {
        var key: VariationKey
        var included: Bool
    }

    /// A constraint ready to write: its attributes and its variations' attributes.
    struct WrittenConstraint {
        var attributes: [(String, String)]
        var variations: [[(String, String)]]
    }

    let document: MarkupDocument
    var xml = XMLTextBuilder()
    var sink: DiagnosticSink
    var ids = NativeIDTable()
    var guides: [String: GuideOwner] = [:]
    /// Stored sizes of views by id (roots: the stored canvas), for autoresizing margins measured from far edges.
    var storedSizes: [String: Size] = [:]
    var subviewMasks: [String: [MaskSetting]] = [:]
    var constraintMasks: [String: [MaskSetting]] = [:]
    /// Element names written as plain views: how many, and where the first one is.
    var plainViews: [(element: String, count: Int, location: SourceLocation?)] = []
    let imageNames: Set<String>
    /// The scene being written.
    var sceneIndex = 0

    init(document: MarkupDocument) {
        self.document = document
        self.sink = DiagnosticSink(path: document.path)
        self.imageNames = Set(document.images.map(\.name))
    }

    // MARK: - Pre-pass

    /// Learns every id, guide, stored size and mask before anything is written, so references in any direction work.
    mutating func prepare() {
        for (index, scene) in document.scenes.enumerated() {
            if let size = scene.simulated.storedRootSize { storedSizes[scene.root.id] = size }
            var stack = [scene.root]
            var isRoot = true
            while let view = stack.popLast() {
                if view.hasExplicitID || isRoot || view.autoresizing != nil { _ = ids.assign(view.id) }
                isRoot = false
                if let size = view.stored?.frame?.size ?? view.autoresizing?.frame.size, storedSizes[view.id] == nil {
                    storedSizes[view.id] = size
                }
                for guide in view.layoutGuides where guides[guide.id] == nil {
                    guides[guide.id] = GuideOwner(view: view.id, kind: guide.kind, scene: index)
                }
                for constraint in view.constraints {
                    if let id = constraint.id { _ = ids.assign(id) }
                }
                for variation in view.variations {
                    for entry in variation.mask {
                        let setting = MaskSetting(key: variation.key, included: entry.included)
                        switch entry.target {
                        case .subviews: subviewMasks[entry.reference, default: []].append(setting)
                        case .constraints: constraintMasks[entry.reference, default: []].append(setting)
                        }
                    }
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    // MARK: - Document

    mutating func writeDocument() {
        xml.comment("converted by stackboard from '\(document.path)'")
        var attributes: [(String, String)] = []
        if let device = document.device {
            attributes.append(("device", device.id))
            attributes.append(("orientation", device.orientation.rawValue))
        } else if document.format != .native {
            sink.emit(NativeWriterDiagnostics.noDevice(at: nil))
        }
        xml.open("document", attributes)
        if !document.images.isEmpty {
            xml.open("resources", [])
            for image in document.images where image.size.width >= 0 && image.size.height >= 0 {
                xml.empty("image", [("name", image.name), ("width", nativeNumber(image.size.width)),
                                    ("height", nativeNumber(image.size.height))])
            }
            xml.close("resources")
        }
        for (index, scene) in document.scenes.enumerated() {
            sceneIndex = index
            writeScene(scene)
        }
        xml.close("document")
        for entry in plainViews {
            sink.emit(NativeWriterDiagnostics.plainView(entry.element, count: entry.count, at: entry.location))
        }
    }

    private enum Step {
        case enter(MarkupView)
        case close(String, constraints: [WrittenConstraint], variations: [[(String, String)]])
    }

    /// A scene and its views, in document order, with an explicit stack.
    private mutating func writeScene(_ scene: MarkupScene) {
        let root = scene.root
        var rootAttributes: [(String, String)] = [("id", ids.assign(root.id))]
        if let name = scene.name { rootAttributes.append(("name", name)) }
        let element: String
        switch scene.kind {
        case .screen:
            element = "screen"
        case .component(let width, let height):
            element = "component"
            if let width, width >= 0 { rootAttributes.append(("width", nativeNumber(width))) }
            if let height, height >= 0 { rootAttributes.append(("height", nativeNumber(height))) }
        }
        rootAttributes += rootPropertyAttributes(root.properties)
        xml.open(element, rootAttributes)
        var steps: [Step] = [.close(element, constraints: constraints(of: root),
                                    variations: variations(of: root, element: element, isRoot: true))]
        steps += root.subviews.reversed().map { .enter($0) }
        while let step = steps.popLast() {
            switch step {
            case .close(let name, let constraints, let variations):
                writeConstraints(constraints)
                for variation in variations { xml.empty("variation", variation) }
                xml.close(name)
            case .enter(let view):
                let name = elementName(for: view)
                let attributes = viewAttributes(view, element: name)
                let constraints = constraints(of: view)
                let variations = variations(of: view, element: name, isRoot: false)
                if view.subviews.isEmpty && constraints.isEmpty && variations.isEmpty {
                    xml.empty(name, attributes)
                    continue
                }
                xml.open(name, attributes)
                steps.append(.close(name, constraints: constraints, variations: variations))
                steps += view.subviews.reversed().map { .enter($0) }
            }
        }
    }

    private mutating func writeConstraints(_ constraints: [WrittenConstraint]) {
        guard !constraints.isEmpty else { return }
        xml.open("constraints", [])
        for constraint in constraints {
            if constraint.variations.isEmpty {
                xml.empty("constraint", constraint.attributes)
            } else {
                xml.open("constraint", constraint.attributes)
                for variation in constraint.variations { xml.empty("variation", variation) }
                xml.close("constraint")
            }
        }
        xml.close("constraints")
    }

    // MARK: - Elements

    /// The element a view is written as: its own kind when the dialect has it, else `view`.
    mutating func elementName(for view: MarkupView) -> String {
        let leafKinds: Set<ViewKind> = [.label, .button, .switch, .slider, .progressView, .activityIndicatorView,
                                        .textField, .segmentedControl, .imageView]
        if ViewKind.nativeKinds.contains(view.kind), view.elementName == view.kind.rawValue,
           view.subviews.isEmpty || !leafKinds.contains(view.kind) {
            return view.kind.rawValue
        }
        if view.elementName != "view" {
            if let index = plainViews.firstIndex(where: { $0.element == view.elementName }) {
                plainViews[index].count += 1
            } else {
                plainViews.append((view.elementName, 1, view.range?.start))
            }
        }
        return "view"
    }

    /// The size a view's autoresizing margins are measured in: its superview's stored size.
    func storedSize(of id: String) -> Size? { storedSizes[id] }
}

/// Native ids for the document's ids: kept when valid, else prefixed with `ib-` and made valid and unique.
struct NativeIDTable {
    private var written: [String: String] = [:]
    private var used: Set<String> = []

    static let reserved: Set<String> = ["superview", "margins", "safeArea", "content", "frame"]

    /// The native id for `original`, assigned on first use.
    mutating func assign(_ original: String) -> String {
        if let existing = written[original] { return existing }
        var candidate = Self.isValid(original) ? original : "ib-" + Self.sanitized(original)
        if used.contains(candidate) {
            var suffix = 2
            while used.contains("\(candidate)-\(suffix)") { suffix += 1 }
            candidate = "\(candidate)-\(suffix)"
        }
        used.insert(candidate)
        written[original] = candidate
        return candidate
    }

    func name(of original: String) -> String? { written[original] }

    /// `[A-Za-z_][A-Za-z0-9_-]*`, not a reserved item word, not a synthesized `_<kind><n>`.
    static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, isStart(first),
              id.unicodeScalars.allSatisfy({ isStart($0) || ("0"..."9").contains($0) || $0 == "-" }),
              !reserved.contains(id) else { return false }
        if id.hasPrefix("_") {
            let body = id.dropFirst()
            let kindPart = body.prefix { !$0.isNumber }
            let number = body.dropFirst(kindPart.count)
            if !number.isEmpty, number.allSatisfy(\.isNumber),
               ViewKind.nativeKinds.contains(where: { $0.rawValue == kindPart }) { return false }
        }
        return true
    }

    private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func sanitized(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars {
            if isStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_"
            }
        }
        return result.isEmpty ? "id" : result
    }
}
