import LayoutModel

/// Reads a genuine Interface Builder document (`.storyboard` or `.xib`) into a ``MarkupDocument``
/// (interface-builder.md).
///
/// The reader keeps everything as written: every size-class variation, mask, stored frame and simulated metric.
/// Which variation applies and what the stored frames are worth is decided later (TraitResolver, LayoutEngine).
/// Ids are the Interface Builder object ids; every view and constraint carries its start tag's position.
///
/// Dispatch (``recognizes(_:)``): the root element is `document` and its `type` attribute starts with
/// `com.apple.InterfaceBuilder` — iOS storyboards (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`), iOS xibs
/// (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`), and also the macOS, tvOS and watchOS types, so that those get a
/// clear diagnostic from this reader instead of a native-dialect error. Native documents have no `type`.
package enum InterfaceBuilderReader {
    /// Whether `root` is the root of an Interface Builder document that this reader should read.
    package static func recognizes(_ root: XMLElement) -> Bool {
        root.name == "document" && (root["type"]?.hasPrefix("com.apple.InterfaceBuilder") ?? false)
    }

    /// Reads the document whose root element is `root`. Problems go to `sink`; a document of another platform gives
    /// an error and no scenes.
    package static func read(_ root: XMLElement, file: SourceFile, into sink: inout DiagnosticSink) -> MarkupDocument {
        var context = IBReadContext(file: file, sink: sink, root: root)
        let document = read(root, path: file.path, context: &context)
        sink = context.sink
        return document
    }

    /// The entry ``MarkupParser`` calls once it has decided the format from the root's `type`.
    package static func read(_ root: XMLElement, file: SourceFile, format: MarkupDocument.Format,
                             into sink: inout DiagnosticSink) -> MarkupDocument {
        var context = IBReadContext(file: file, sink: sink, root: root)
        let document = read(root, path: file.path, format: format, context: &context)
        sink = context.sink
        return document
    }

    private static func read(_ root: XMLElement, path: String, format: MarkupDocument.Format? = nil,
                             context: inout IBReadContext) -> MarkupDocument {
        let type = root["type"] ?? ""
        let isStoryboard = format.map { $0 == .storyboard }
            ?? (type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard"))
        var document = MarkupDocument(path: path, format: isStoryboard ? .storyboard : .xib, usesSafeAreas: false)
        guard checkPlatform(root, type: type, context: &context) else { return document }

        if let version = root.attribute("toolsVersion") {
            document.toolsVersion = IBNumber.toolsVersion(version.value)
            if document.toolsVersion == nil {
                context.emit(InterfaceBuilderDiagnostics.invalidToolsVersion(version.value,
                                                                             at: version.valueRange.start))
            }
        }
        document.usesSafeAreas = context.boolean(root, "useSafeAreas") ?? false
        context.documentRoot = root
        let keyboardGuides = IBPrescan.keyboardGuides(in: root)

        var defaultDestination: String?
        var symbols: [String: SourceRange] = [:]
        for child in root.children {
            switch child.name {
            case "device":
                document.device = device(child, context: &context)
            case "simulatedMetricsContainer":
                defaultDestination = destination(ofContainer: child)
            case "resources":
                (document.images, symbols) = images(child, context: &context)
            case "designables":
                readDesignables(child, context: &context)
            default:
                break
            }
        }
        // Without size classes (Xcode 6 without `useTraitCollections`), the default destination is the canvas.
        if document.device == nil, let defaultDestination, root["useTraitCollections"] != "YES" {
            document.device = DocumentDevice(id: defaultDestination, orientation: .portrait)
        }

        let sceneReader = IBSceneReader(builder: IBViewTreeBuilder(keyboardGuides: keyboardGuides),
                                        defaultDestination: document.device == nil ? defaultDestination : nil,
                                        inferredBars: isStoryboard ? IBInferredBars.infer(root) : [:])
        for child in root.children {
            if child.name == "scenes" {
                for scene in child.children where scene.name == "scene" {
                    document.scenes += sceneReader.scenes(ofStoryboardScene: scene, context: &context)
                }
            } else if child.name == "objects" {
                document.scenes += sceneReader.scenes(ofXibObjects: child, context: &context)
            }
        }
        if document.scenes.isEmpty {
            context.emit(InterfaceBuilderDiagnostics.emptyDocument(isStoryboard ? "storyboard" : "xib",
                                                                   at: root.location))
        }
        if !symbols.isEmpty { noteSystemSymbols(symbols, in: document, context: &context) }
        return document
    }

    /// Only iOS documents are laid out: macOS (`MacOSX.Cocoa`, whose `<stackView>` is NSStackView) and watchOS
    /// documents are errors; tvOS documents use UIKit and are read with a warning.
    private static func checkPlatform(_ root: XMLElement, type: String, context: inout IBReadContext) -> Bool {
        let runtime = root.attribute("targetRuntime")
        let value = runtime?.value ?? ""
        let location = runtime?.valueRange.start ?? root.location
        if value.hasPrefix("MacOSX") || (runtime == nil && type.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.")) {
            context.emit(InterfaceBuilderDiagnostics.macOSDocument(runtime == nil ? type : value, at: location))
            return false
        }
        if value.lowercased().hasPrefix("watchkit") || type.containsCharacters(of: "WatchKit") {
            context.emit(InterfaceBuilderDiagnostics.watchDocument(runtime == nil ? type : value, at: location))
            return false
        }
        if value.hasPrefix("AppleTV") || type.containsCharacters(of: "AppleTV") {
            context.emit(InterfaceBuilderDiagnostics.tvOSDocument(at: location))
        } else if runtime != nil, !value.hasPrefix("iOS.CocoaTouch") {
            context.emit(InterfaceBuilderDiagnostics.unknownRuntime(value, at: location))
        }
        return true
    }

    // MARK: - Document-level elements

    /// `<device id="retina6_1" orientation="portrait">` in its three forms (with an `<adaptation>` child, with
    /// `appearance`, with `layout`); only the id and the orientation matter.
    private static func device(_ element: XMLElement, context: inout IBReadContext) -> DocumentDevice? {
        guard let id = element["id"], !id.isEmpty else { return nil }
        let orientation = context.keyword(element, "orientation",
                                          ["portrait": Orientation.portrait, "landscape": .landscape]) ?? .portrait
        return DocumentDevice(id: id, orientation: orientation, range: element.range)
    }

    /// The device of an old document's `<simulatedMetricsContainer key="defaultSimulatedMetrics">`.
    private static func destination(ofContainer element: XMLElement) -> String? {
        element.children.first { $0.name == "simulatedScreenMetrics" && $0["key"] == "destination" }?["type"]
            .map(IBSceneReader.deviceID(fromScreenType:))
    }

    /// `<resources><image name= width= height=/>`, in points, and apart from them the SF Symbols
    /// (`catalog="system"`) by name: a symbol's numbers are a 128-unit aspect descriptor, not points
    /// (interface-builder.md §6), so it gives no size.
    private static func images(_ element: XMLElement, context: inout IBReadContext)
        -> (images: [ImageResource], symbols: [String: SourceRange]) {
        var images: [ImageResource] = []
        var symbols: [String: SourceRange] = [:]
        var seen: Set<String> = []
        for image in element.children where image.name == "image" {
            guard let name = image["name"] else { continue }
            if image["catalog"] == "system" {
                if symbols[name] == nil { symbols[name] = image.range }
                continue
            }
            guard !seen.contains(name), let size = context.size(image) else { continue }
            seen.insert(name)
            images.append(ImageResource(name: name, size: size, range: image.range))
        }
        return (images, symbols)
    }

    /// A note for each SF Symbol that a view shows without a design-time size: UIKit sizes it from Apple's symbol
    /// metrics, which Stackboard does not have, so the view gets no intrinsic size from its image. The note stands at
    /// the first such view in document order and names how many views show the symbol.
    private static func noteSystemSymbols(_ symbols: [String: SourceRange], in document: MarkupDocument,
                                          context: inout IBReadContext) {
        // Per symbol, in order of first use: that view and how many views show the symbol.
        var uses: [(name: String, first: MarkupView, count: Int)] = []
        var slots: [String: Int] = [:]
        var pending = document.scenes.reversed().map(\.root)
        while let view = pending.popLast() {
            pending.append(contentsOf: view.subviews.reversed())
            guard let name = view.properties.image, symbols[name] != nil, view.designableIntrinsicSize == nil,
                  view.properties.placeholderIntrinsicWidth == nil || view.properties.placeholderIntrinsicHeight == nil
            else { continue }
            if let slot = slots[name] {
                uses[slot].count += 1
            } else {
                slots[name] = uses.count
                uses.append((name, view, 1))
            }
        }
        for (name, view, count) in uses {
            context.emit(InterfaceBuilderDiagnostics.systemSymbolSize(
                name, view: view.id, count: count, at: view.range?.start, resource: symbols[name]?.start))
        }
    }

    /// `<designables><designable name="ID"><size key="intrinsicContentSize" width= height=/>`.
    private static func readDesignables(_ element: XMLElement, context: inout IBReadContext) {
        for designable in element.children where designable.name == "designable" {
            guard let id = designable["name"],
                  let size = designable.children.first(where: { $0.name == "size" && $0["key"] == "intrinsicContentSize" })
            else { continue }
            if let value = context.size(size), context.designables[id] == nil { context.designables[id] = value }
        }
    }
}

/// Passes over the whole document before or while views are read: every written id (so synthesized ids avoid them)
/// and the keyboard layout guides (whose anchors constraints anywhere may use).
enum IBPrescan {
    /// Every `id` attribute's value in the document.
    static func ids(in root: XMLElement) -> Set<String> {
        var ids: Set<String> = []
        var stack = [root]
        while let element = stack.popLast() {
            if let id = element["id"] { ids.insert(id) }
            stack.append(contentsOf: element.children)
        }
        return ids
    }

    /// The keyboard layout guides by id. Only documents that use the element name are walked.
    static func keyboardGuides(in root: XMLElement) -> [String: IBKeyboardGuide] {
        guard root.documentUsesName("keyboardLayoutGuide") else { return [:] }
        var guides: [String: IBKeyboardGuide] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            for child in element.children {
                if child.name == "keyboardLayoutGuide", let guideID = child["id"], let ownerID = element["id"] {
                    let safeArea = element.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }
                    guides[guideID] = IBKeyboardGuide(
                        ownerID: ownerID, safeAreaID: safeArea?["id"], usesBottomSafeArea: child["usesBottomSafeArea"] != "NO")
                }
                stack.append(child)
            }
        }
        return guides
    }
}
