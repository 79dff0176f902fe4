@_exported import LayoutModel
import LayoutEngine
import Markup
import SVGEmitter
import TraitResolver

/// What to lay a document out for.
public enum ConfigurationRequest: Sendable, Hashable {
    /// The document's own device and orientation (Interface Builder's `<device>`, the native `device=`).
    case documentDefault
    /// A catalog device, in the document's orientation unless one is given.
    case device(String, orientation: Orientation?)
    /// Explicit size classes and optionally a custom canvas (`--traits`).
    case traits(String)
}

/// The stages as one chain: read → parse → resolve → layout → emit.
///
/// Every stage reports into the diagnostics it returns; the pipeline stops after a stage that reported errors.
/// Only I/O failures throw. Nothing here prints.
public struct Pipeline: Sendable {
    public var catalog: DeviceCatalog
    public var layoutOptions: LayoutOptions

    public init(catalog: DeviceCatalog = .builtIn, layoutOptions: LayoutOptions = LayoutOptions()) {
        self.catalog = catalog
        self.layoutOptions = layoutOptions
    }

    /// A catalog with the user's device file merged over the built-in one.
    public static func catalog(withDeviceFile path: String?) throws(IOFailure) -> DeviceCatalog {
        guard let path else { return .builtIn }
        let bytes = try OutputWriter.read(path, limit: 16 * 1024 * 1024)
        do {
            return DeviceCatalog.builtIn.merging(try DeviceCatalog(contentsOf: bytes, path: path))
        } catch {
            throw IOFailure(path: path, reason: "\(error)")
        }
    }

    /// Reads and parses one document.
    public func parse(path: String, timings: inout StageTimings) throws(IOFailure) -> (MarkupDocument, [Diagnostic]) {
        let bytes = try timings.measure(.read) { () throws(IOFailure) in try OutputWriter.read(path) }
        return timings.measure(.parse) {
            MarkupParser.parse(SourceFile(path: path, bytes: bytes))
        }
    }

    /// The configuration a request asks for, with diagnostics for unknown devices or malformed traits.
    public func configuration(for document: MarkupDocument, request: ConfigurationRequest)
        -> (LayoutConfiguration?, [Diagnostic])
    {
        switch request {
        case .documentDefault:
            let (configuration, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
            return (configuration, diagnostics)
        case let .device(name, orientation):
            guard let device = catalog.device(named: name) else {
                var notes: [Diagnostic] = []
                if let suggestion = catalog.suggestion(for: name) {
                    notes.append(.note("did you mean '\(suggestion)'?"))
                }
                notes.append(.note("'stackboard devices' lists the known devices"))
                return (nil, [Diagnostic(.error, id: "cli.unknownDevice", "unknown device '\(name)'", notes: notes)])
            }
            let chosen = orientation ?? document.device?.orientation ?? .portrait
            return (catalog.configuration(for: device, orientation: chosen, toolsVersion: document.toolsVersion), [])
        case let .traits(spec):
            switch TraitSpecification.parse(spec, catalog: catalog) {
            case let .success(configuration): return (configuration, [])
            case let .failure(error):
                return (nil, [Diagnostic(.error, id: "cli.invalidTraits", error.description)])
            }
        }
    }

    /// Resolves and lays out a parsed document for one configuration.
    public func layout(_ document: MarkupDocument, for configuration: LayoutConfiguration,
                       timings: inout StageTimings) -> LaidOutDocument {
        let (resolved, resolveDiagnostics) = timings.measure(.resolve) {
            TraitResolver.resolve(document, for: configuration)
        }
        if resolveDiagnostics.contains(where: { $0.severity == .error }) {
            return LaidOutDocument(resolved: resolved, layout: nil, diagnostics: resolveDiagnostics)
        }
        let engine = LayoutEngine(options: layoutOptions)
        let (layout, layoutDiagnostics) = timings.measure(.layout) { engine.layout(resolved) }
        return LaidOutDocument(resolved: resolved, layout: layout, diagnostics: resolveDiagnostics + layoutDiagnostics)
    }
}

/// A document after resolution and layout; `layout` is nil when resolution reported errors.
public struct LaidOutDocument: Sendable {
    public var resolved: ResolvedDocument
    public var layout: LayoutDocument?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
