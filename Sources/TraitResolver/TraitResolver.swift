import LayoutModel

/// The second stage: picks the configuration a document is laid out for and resolves its size-class variations.
///
/// Resolution, for one trait collection (see ``resolve(_:for:)``):
/// 1. Start from every element's base attributes: its any/any value.
/// 2. Take the element's variations whose keys match: every size class a key names is the current one. Keys that
///    name other traits (`device=…`, `userInterfaceIdiom=…`) never match; with unspecified traits only `default`
///    does.
/// 3. Apply them from least to most specific: `default`, then one-class keys, then two-class keys; equally specific
///    ones in document order. Each lays its attributes over the result so far (`ViewProperties.overlaid`);
///    constraint variations set `constant`, `priority`, `installed`.
/// 4. Installation: a view's or constraint's own `installed`, and the masks (`<mask key="subviews|constraints">`)
///    of its superview or owner, where the most specific applying variation that mentions it decides. Between the
///    two, the more specific decision wins.
/// 5. Two equally specific applying variations with different keys that set one attribute differently are
///    ambiguous: an error at the later one with a note at the earlier (a warning for Interface Builder files,
///    whose later variation wins).
/// 6. Uninstalled views leave with their subtrees; uninstalled constraints leave; installed constraints that refer
///    to a view or layout guide that left are dropped with a note, as Interface Builder does.
public enum TraitResolver {
    /// The device native documents without `device` are previewed on, in portrait unless the document says
    /// `orientation="landscape"`: a current mainstream iPhone (393×852 @3x, wC hR).
    public static let defaultDeviceName = "iphone-16"

    /// Interface Builder's generic "wAny hAny" canvas for documents without `<device>` (Xcode 6 and 7): 600×600
    /// at @2x, no size classes, a 20 pt status bar (where those files' legacy top layout guides end) and 20 pt root
    /// side margins (interface-builder.md §2, §9).
    public static let genericCanvas = LayoutConfiguration(
        device: nil, orientation: nil, size: TraitSpec.genericCanvas, scale: 2, traits: .unspecified,
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        rootLayoutMargins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

    /// The configuration a document is laid out for by default:
    /// - its own device (`<device id= orientation=>` or the native `device=`), with the safe-area insets of the
    ///   Xcode era that saved it (`toolsVersion`); the configuration keeps the document's spelling of the device;
    /// - Interface Builder documents without a device: ``genericCanvas``;
    /// - native documents without a device: ``defaultDeviceName`` (a native reader that sees only `orientation`
    ///   passes `DocumentDevice(id: "", orientation:)`).
    ///
    /// An unknown device is an error in native documents (laid out on the default device instead) and a warning in
    /// Interface Builder ones, which are laid out on their stored root size with the family's size classes.
    public static func defaultConfiguration(for document: MarkupDocument,
                                            catalog: DeviceCatalog) -> (LayoutConfiguration, [Diagnostic]) {
        let orientation = document.device?.orientation ?? .portrait
        if let device = document.device, !device.id.isEmpty {
            if let profile = catalog.device(named: device.id) {
                var configuration = catalog.configuration(for: profile, orientation: device.orientation,
                                                          toolsVersion: document.toolsVersion)
                configuration.device = device.id
                return (configuration, [])
            }
            return unknownDevice(device, in: document, catalog: catalog)
        }
        if document.device == nil, document.format != .native { return (genericCanvas, []) }
        return (fallbackConfiguration(orientation: orientation, catalog: catalog, toolsVersion: nil), [])
    }

    /// Resolves every scene of `document` for `configuration`. See the type's documentation for the steps.
    ///
    /// Canvas: screens get the configuration's size, except that a storyboard scene laid out for the document's own
    /// configuration gets its root's stored size (split-view masters, popovers and form sheets are not
    /// screen-sized); components get their given size, or nil to fit.
    public static func resolve(_ document: MarkupDocument,
                               for configuration: LayoutConfiguration) -> (ResolvedDocument, [Diagnostic]) {
        let severity: DiagnosticSeverity = document.format == .native ? .error : .warning
        var resolver = SceneResolver(reporter: ResolutionReporter(path: document.path, traits: configuration.traits,
                                                                  conflictSeverity: severity))
        let ownConfiguration = isOwnConfiguration(configuration, of: document)
        var scenes: [ResolvedScene] = []
        scenes.reserveCapacity(document.scenes.count)
        for scene in document.scenes {
            let root = resolver.resolve(scene.root)
            let canvas: Size?
            switch scene.kind {
            case .screen:
                canvas = ownConfiguration ? (scene.simulated.storedRootSize ?? configuration.size) : configuration.size
            case .component(let width, let height):
                if let width, let height { canvas = Size(width: width, height: height) } else { canvas = nil }
            }
            scenes.append(ResolvedScene(id: scene.id, name: scene.name, kind: scene.kind, root: root,
                                        range: scene.range, simulated: scene.simulated, canvasSize: canvas))
        }
        let resolved = ResolvedDocument(path: document.path, format: document.format,
                                        toolsVersion: document.toolsVersion, usesSafeAreas: document.usesSafeAreas,
                                        configuration: configuration, images: document.images, scenes: scenes)
        return (resolved, resolver.diagnostics)
    }

    /// Whether `configuration` is the one the document's stored frames were computed for.
    static func isOwnConfiguration(_ configuration: LayoutConfiguration, of document: MarkupDocument) -> Bool {
        if let device = document.device {
            guard let name = configuration.device else { return false }
            return name.lowercased() == device.id.lowercased() && configuration.orientation == device.orientation
        }
        return document.format != .native && configuration.device == nil && configuration.size == TraitSpec.genericCanvas
            && configuration.traits == .unspecified
    }

    private static func fallbackConfiguration(orientation: Orientation, catalog: DeviceCatalog,
                                              toolsVersion: Int?) -> LayoutConfiguration {
        guard let profile = catalog.device(named: defaultDeviceName) ?? catalog.devices.first(where: { $0.family == .iPhone })
        else { return genericCanvas }
        return catalog.configuration(for: profile, orientation: orientation, toolsVersion: toolsVersion)
    }

    private static func unknownDevice(_ device: DocumentDevice, in document: MarkupDocument,
                                      catalog: DeviceCatalog) -> (LayoutConfiguration, [Diagnostic]) {
        var notes: [Diagnostic] = []
        if let suggestion = catalog.suggestion(for: device.id) {
            notes.append(.note("did you mean '\(suggestion)'?", path: document.path, at: device.range?.start))
        }
        if document.format == .native {
            let configuration = fallbackConfiguration(orientation: device.orientation, catalog: catalog, toolsVersion: nil)
            let message = "unknown device '\(device.id)'; laid out on '\(configuration.device ?? "")' instead"
            return (configuration, [Diagnostic(.error, id: ResolverDiagnosticID.unknownDevice, message,
                                               path: document.path, at: device.range?.start, notes: notes)])
        }
        // Interface Builder ids name the family: `ipad…` screens are regular both ways, the others are iPhones.
        let isPad = device.id.lowercased().hasPrefix("ipad")
        let traits: TraitCollection = isPad ? TraitCollection(horizontal: .regular, vertical: .regular)
            : TraitCollection(horizontal: .compact, vertical: device.orientation == .portrait ? .regular : .compact)
        let stored = document.scenes.lazy.filter { $0.kind == .screen }.compactMap(\.simulated.storedRootSize).first
        let size = stored ?? TraitSpec.genericCanvas
        let configuration = LayoutConfiguration(
            device: device.id, orientation: device.orientation, size: size, scale: isPad ? 2 : 3, traits: traits,
            safeAreaInsets: .zero, rootLayoutMargins: DeviceFileDecoder.defaultRootMargins(width: size.width))
        let message = "unknown device '\(device.id)'; laid out on a \(formatNumber(size.width))×\(formatNumber(size.height)) "
            + "canvas with \(traits) traits and no safe area"
        return (configuration, [Diagnostic(.warning, id: ResolverDiagnosticID.unknownDevice, message,
                                           path: document.path, at: device.range?.start, notes: notes)])
    }
}
