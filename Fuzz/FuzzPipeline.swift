// libFuzzer harness for the whole pipeline (robustness.md §4.2): bytes → Markup → TraitResolver → LayoutEngine →
// SVGEmitter, in one process, for the document's own configuration and its other orientation.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address` (SwiftPM cannot link fuzz executables, F14).
// Any trap, sanitizer report, hang past libFuzzer's -timeout or blowup past -rss_limit_mb is a finding; so is
// output that breaks the SVG rules of robustness.md §2, which this harness checks by reading every SVG back
// through the hardened XML loader.

import LayoutEngine
import Markup
import Stackboard
import SVGEmitter
import TraitResolver

/// The pipeline under test: the built-in catalog and the default engine options.
private let pipeline = Pipeline()
/// The default limits, but with fewer views: layout time grows faster than linearly in the number of views, and
/// under ASan a sample of 90 views takes seconds, which would make most executions about layout speed rather than
/// about crashes. The view limit's own code path is still exercised.
private let limits = MarkupLimits(maxViews: 64)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    FuzzPipeline.run(bytes)
    return 0
}

enum FuzzPipeline {
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.layout.xml", bytes: bytes)
        let (document, diagnostics) = MarkupParser.parse(file, limits: limits)
        checkDiagnostics(diagnostics, in: file)
        if diagnostics.contains(where: { $0.severity == .error }) { return }

        let (own, configurationDiagnostics) = pipeline.defaultConfiguration(for: document)
        checkDiagnostics(configurationDiagnostics, in: file)
        var configurations = [own]
        if let name = own.device, let device = pipeline.catalog.device(named: name) {
            let other: Orientation = own.orientation == .landscape ? .portrait : .landscape
            configurations.append(pipeline.configuration(for: device, orientation: other, document: document))
        }

        var timings = StageTimings()
        var layouts: [LayoutDocument] = []
        for configuration in configurations {
            let laidOut = pipeline.layout(document, for: configuration, timings: &timings)
            checkDiagnostics(laidOut.diagnostics, in: file)
            guard let layout = laidOut.layout else { continue }
            layouts.append(layout)
            for scene in layout.scenes {
                checkFrames(scene)
                checkSVG(SVGEmitter.emit(scene, configuration: layout.configuration))
            }
            _ = FramesReport.json(layout, file: file.path, diagnostics: laidOut.diagnostics)
            _ = FramesReport.text(layout)
        }
        if layouts.count == 2 {
            for (left, right) in zip(layouts[0].scenes, layouts[1].scenes) {
                checkSVG(SVGEmitter.compareSheet(left: (left, layouts[0].configuration),
                                                 right: (right, layouts[1].configuration), style: .standard))
                _ = LayoutDiff.compare(left, right)
            }
        }
        _ = DiagnosticPrinter().format(diagnostics)
    }

    /// Every diagnostic points inside the file and has a message.
    static func checkDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        for diagnostic in diagnostics + diagnostics.flatMap(\.notes) {
            require(!diagnostic.message.isEmpty, "empty diagnostic message [\(diagnostic.id)]")
            if let location = diagnostic.location {
                require(location.line >= 1 && location.column >= 1 && location.offset <= file.bytes.count,
                        "diagnostic outside the file: \(diagnostic)")
            }
        }
    }

    /// Frames are finite (the engine reports non-finite ones as errors, so none may reach a layout).
    static func checkFrames(_ scene: LayoutScene) {
        for node in scene.nodes {
            let frame = node.frame
            require([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                    "non-finite frame for '\(node.id)'")
        }
    }

    /// robustness.md §2.3: well-formed, no active content, no external references, finite numbers, no negative
    /// sizes.
    static func checkSVG(_ svg: String) {
        var sink = DiagnosticSink(path: "output.svg")
        let limits = MarkupLimits(maxBytes: 64 << 20, maxDepth: 250, maxElements: 1_000_000)
        guard let root = XMLLoader.load(SourceFile(path: "output.svg", text: svg), limits: limits, into: &sink) else {
            let message = DiagnosticPrinter().format(sink.diagnostics)
            fatalError("emitted SVG is not well formed:\n\(message)")
        }
        require(root.name == "svg", "root element is '\(root.name)'")
        var pending = [root]
        while let element = pending.popLast() {
            pending += element.children
            require(!forbiddenElements.contains(element.name.lowercased()), "forbidden element '\(element.name)'")
            for attribute in element.attributes {
                let name = attribute.name.lowercased()
                require(!name.hasPrefix("on"), "event attribute '\(attribute.name)'")
                require(name != "style", "style attribute")
                if name == "href" || name.hasSuffix(":href") {
                    require(attribute.value.hasPrefix("#"), "external reference '\(attribute.value)'")
                }
                if numericAttributes.contains(name) {
                    guard let number = Double(attribute.value), number.isFinite else {
                        fatalError("attribute '\(attribute.name)' is not a finite number: '\(attribute.value)'")
                    }
                    if name == "width" || name == "height" || name == "r" || name == "rx" || name == "ry" {
                        require(number >= 0, "negative '\(attribute.name)': \(number)")
                    }
                    require(attribute.value != "-0", "'-0' written for '\(attribute.name)'")
                }
                if name == "viewbox" {
                    let parts = attribute.value.split(separator: " ").map { Double($0) }
                    require(parts.count == 4 && parts.allSatisfy { $0?.isFinite ?? false },
                            "bad viewBox '\(attribute.value)'")
                }
            }
        }
    }

    static let forbiddenElements: Set<String> = [
        "script", "foreignobject", "iframe", "set", "animate", "animatemotion", "animatetransform", "image", "use",
        "a", "object", "embed",
    ]
    static let numericAttributes: Set<String> = [
        "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "font-size",
        "stroke-width",
    ]

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
