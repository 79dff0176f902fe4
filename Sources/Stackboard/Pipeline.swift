@_exported import LayoutModel
import LayoutEngine
import Markup
import SVGEmitter
import TraitResolver

/// The stages as one chain: read → parse → resolve → layout → emit.
///
/// Every stage reports into the diagnostics it returns; the pipeline stops after a stage that reported errors.
/// Only I/O failures throw. Nothing here prints.
public struct Pipeline: Sendable {
    public var catalog: DeviceCatalog
    public var layoutOptions: LayoutOptions
    /// The caps on input size and shape the parse stage enforces.
    public var limits: MarkupLimits

    public init(catalog: DeviceCatalog = .builtIn, layoutOptions: LayoutOptions = LayoutOptions(),
                limits: MarkupLimits = .default) {
        self.catalog = catalog
        self.layoutOptions = layoutOptions
        self.limits = limits
    }

    /// Reads and parses one document.
    public func parse(path: String, timings: inout StageTimings) throws(IOFailure) -> (MarkupDocument, [Diagnostic]) {
        let bytes = try timings.measure(.read) { () throws(IOFailure) in try OutputWriter.read(path) }
        return timings.measure(.parse) {
            MarkupParser.parse(SourceFile(path: path, bytes: bytes), limits: limits)
        }
    }

    /// The configuration of a catalog device for a document: the document's Xcode era picks the insets, and the
    /// document's own spelling of its device is kept so that its stored root sizes apply.
    public func configuration(for device: DeviceProfile, orientation: Orientation,
                              document: MarkupDocument) -> LayoutConfiguration {
        var configuration = catalog.configuration(for: device, orientation: orientation,
                                                  toolsVersion: document.toolsVersion)
        if let own = document.device, !own.id.isEmpty, catalog.device(named: own.id)?.name == device.name {
            configuration.device = own.id
        }
        return configuration
    }

    /// The configuration a document is laid out for when nothing else is asked: its own device and orientation.
    public func defaultConfiguration(for document: MarkupDocument) -> (LayoutConfiguration, [Diagnostic]) {
        TraitResolver.defaultConfiguration(for: document, catalog: catalog)
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
