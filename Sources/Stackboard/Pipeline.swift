@_exported import LayoutModel
import LayoutEngine
@_exported import struct Markup.MarkupLimits
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
    /// Caps on input size and structure (robustness.md §4.5).
    public var markupLimits: MarkupLimits

    public init(catalog: DeviceCatalog = .builtIn, layoutOptions: LayoutOptions = LayoutOptions(),
                markupLimits: MarkupLimits = .default) {
        self.catalog = catalog
        self.layoutOptions = layoutOptions
        self.markupLimits = markupLimits
    }

    /// Reads and parses one document. A file over the size limit is refused with a diagnostic before it is read.
    /// `fileSystemPath` is the path's exact bytes when they are not UTF-8 (see ``InputReader/read(_:limit:fileSystemPath:)``).
    public func parse(path: String, fileSystemPath: [UInt8]? = nil,
                      timings: inout StageTimings) throws(IOFailure) -> (MarkupDocument, [Diagnostic]) {
        let limits = markupLimits
        let contents = try timings.measure(.read) { () throws(IOFailure) in
            try InputReader.read(path, limit: limits.maxBytes, fileSystemPath: fileSystemPath)
        }
        return timings.measure(.parse) {
            switch contents {
            case .bytes(let bytes): MarkupParser.parse(SourceFile(path: path, bytes: bytes), limits: limits)
            case .tooLarge(let size): MarkupParser.oversizedFile(path: path, size: size, limits: limits)
            }
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
    ///
    /// The document is consumed: a caller that passes its last copy (`consume document`) has it freed once it is
    /// resolved, so that at 100,000 views the written tree is not kept beside the resolved tree and the layout.
    /// With `keepingResolvedViews` false the resolved tree goes the same way (the layout frees it as it takes it
    /// apart), and the result's ``LaidOutDocument/resolved`` keeps each scene's root without its subviews: for
    /// callers that only use the layout and the diagnostics.
    public func layout(_ document: consuming MarkupDocument, for configuration: LayoutConfiguration,
                       keepingResolvedViews: Bool = true, timings: inout StageTimings) -> LaidOutDocument {
        let (resolved, resolveDiagnostics) = timings.measure(.resolve) {
            TraitResolver.resolve(document, for: configuration)
        }
        _ = consume document
        if resolveDiagnostics.contains(where: { $0.severity == .error }) {
            return LaidOutDocument(resolved: resolved, layout: nil, diagnostics: resolveDiagnostics)
        }
        var kept = resolved
        if !keepingResolvedViews { kept.removeSubviewsOfRoots() }
        // Handed over in an optional that the measured closure empties, so that the engine holds the last copy.
        var handedOver: ResolvedDocument? = consume resolved
        let engine = LayoutEngine(options: layoutOptions)
        let (layout, layoutDiagnostics) = timings.measure(.layout) {
            engine.layout(handedOver.take() ?? kept)
        }
        return LaidOutDocument(resolved: kept, layout: layout, diagnostics: resolveDiagnostics + layoutDiagnostics)
    }
}

extension Pipeline {
    /// What `stackboard check` reports for one file: the parse diagnostics and, when the document could be read,
    /// the diagnostics of resolving and laying it out for every configuration `configurations` chooses, each
    /// diagnostic once. `willLayOut` is told about each configuration before it is laid out.
    public func check(path: String, fileSystemPath: [UInt8]? = nil,
                      configurations: (MarkupDocument) -> ([LayoutConfiguration], [Diagnostic]),
                      willLayOut: (LayoutConfiguration) -> Void = { _ in },
                      timings: inout StageTimings) throws(IOFailure) -> [Diagnostic] {
        let (document, parseDiagnostics) = try parse(path: path, fileSystemPath: fileSystemPath, timings: &timings)
        var diagnostics = parseDiagnostics
        if !parseDiagnostics.contains(where: { $0.severity == .error }) {
            let (chosen, configurationDiagnostics) = configurations(document)
            diagnostics += configurationDiagnostics
            var perConfiguration: [(LayoutConfiguration, [Diagnostic])] = []
            for configuration in chosen {
                willLayOut(configuration)
                perConfiguration.append((configuration, layout(document, for: configuration, timings: &timings).diagnostics))
            }
            diagnostics += Diagnostic.merged(perConfiguration)
        }
        return Diagnostic.uniqued(diagnostics)
    }
}

extension Diagnostic {
    /// The diagnostics in order, each once (several configurations report the same problem).
    public static func uniqued(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// The diagnostics of several configurations, each once, in order of first appearance. When more than one
    /// configuration was laid out, a diagnostic that only some of them reported gets a note naming those, so that a
    /// conflict in one size class says where it happens (robustness.md §8, 79).
    public static func merged(_ perConfiguration: [(LayoutConfiguration, [Diagnostic])]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var reporters: [[Int]] = []
        var indexOf: [Diagnostic: Int] = [:]  // looked up only; `merged` keeps the order
        for (configurationIndex, (_, diagnostics)) in perConfiguration.enumerated() {
            for diagnostic in diagnostics {
                if let index = indexOf[diagnostic] {
                    if reporters[index].last != configurationIndex { reporters[index].append(configurationIndex) }
                } else {
                    indexOf[diagnostic] = merged.count
                    merged.append(diagnostic)
                    reporters.append([configurationIndex])
                }
            }
        }
        guard perConfiguration.count > 1 else { return merged }
        for index in merged.indices
        where reporters[index].count < perConfiguration.count && merged[index].severity != .note {
            let names = reporters[index].map { ConfigurationLabel.title(perConfiguration[$0].0) }
            merged[index].notes.append(.note("only for \(names.joined(separator: "; "))",
                                             path: merged[index].path, at: merged[index].location))
        }
        return merged
    }
}

/// A document after resolution and layout; `layout` is nil when resolution reported errors.
public struct LaidOutDocument: Sendable {
    public var resolved: ResolvedDocument
    public var layout: LayoutDocument?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
