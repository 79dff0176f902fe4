// Runs the stages of `stackboard frames FILE --format json` that are not the layout engine's, one by one, so that
// they can be timed and profiled on documents the engine cannot lay out yet:
//
//     StageBenchmark FILE [--repeat N] [--sizes] [--output OUT.json] [--dump-model OUT.txt]
//     StageBenchmark FILE --layout N
//
// read → parse → resolve → stand-in layout → emit (FramesReport.json). The stand-in layout gives every view its
// stored frame (zero for the benchmark's documents), in the pre-order, parent-indexed shape the engine returns, so
// the emit stage writes exactly as many views as a real run. Prints `--timings`-style figures, the peak RSS after
// each stage and the output's size to standard error.
//
// With `--layout N` it runs the real layout stage instead, N + 1 times on the same parsed document in one process:
// the first run is a cold one (what `--timings` reports for a single run), the others are timed as the peers'
// runners time their layouts (`../shared/bench/peers/`: one warm-up layout, then the median of N). It prints one
// line of JSON to standard output: `{"cold_ms": …, "warm_ms": {"median": …, "min": …, "max": …}, "reps": N}`.
//
// Each stage is a function of its own that is never inlined, so valgrind can profile one stage at a time
// (Swift symbols are matched mangled, hence the wildcards):
//
//     valgrind --tool=callgrind --collect-atstart=no '--toggle-collect=*stageParse*' StageBenchmark FILE
import LayoutModel
import Markup
import Stackboard
import TraitResolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

nonisolated(unsafe) var path = ""
nonisolated(unsafe) var bytes: [UInt8] = []
nonisolated(unsafe) var document = MarkupDocument(path: "", format: .xib)
nonisolated(unsafe) var resolved: ResolvedDocument?
nonisolated(unsafe) var layout: LayoutDocument?
nonisolated(unsafe) var diagnostics: [Diagnostic] = []
nonisolated(unsafe) var output: [UInt8] = []
nonisolated(unsafe) var timings = StageTimings()
/// Limits raised so that the largest benchmark document (90 MB, 333,000 elements) is read whatever the defaults.
let pipeline = Pipeline(markupLimits: MarkupLimits(maxBytes: 1 << 30, maxElements: 10_000_000))

@inline(never)
func stageRead() {
    let limit = pipeline.markupLimits.maxBytes
    let contents = try? timings.measure(.read) { () throws(IOFailure) in try InputReader.read(path, limit: limit) }
    if case .bytes(let read)? = contents { bytes = read } else { bytes = [] }
}

@inline(never)
func stageParse() {
    let file = SourceFile(path: path, bytes: bytes)
    bytes = []
    let (parsed, parseDiagnostics) = timings.measure(.parse) { MarkupParser.parse(file, limits: pipeline.markupLimits) }
    document = parsed
    diagnostics = parseDiagnostics
}

@inline(never)
func stageResolve() {
    let configuration = pipeline.defaultConfiguration(for: document).0
    let (result, resolveDiagnostics) = timings.measure(.resolve) { TraitResolver.resolve(document, for: configuration) }
    resolved = result
    diagnostics += resolveDiagnostics
}

/// Every view at its stored frame, pre-order, parents by index: the shape `LayoutEngine.layout` returns.
@inline(never)
func stageStandInLayout() {
    guard let resolved else { return }
    var scenes: [LayoutScene] = []
    for scene in resolved.scenes {
        var nodes: [LayoutNode] = []
        var stack: [(view: ResolvedView, parent: Int?)] = [(scene.root, nil)]
        while let (view, parent) = stack.popLast() {
            let index = nodes.count
            nodes.append(LayoutNode(id: view.id, elementName: view.elementName, kind: view.kind, parent: parent,
                                    frame: view.stored?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
                                    hidden: view.isHidden, range: view.range, properties: view.properties))
            for subview in view.subviews.reversed() { stack.append((subview, index)) }
        }
        scenes.append(LayoutScene(id: scene.id, name: scene.name, size: scene.canvasSize ?? resolved.configuration.size,
                                  nodes: nodes, safeAreaInsets: nil))
    }
    layout = LayoutDocument(path: resolved.path, configuration: resolved.configuration, scenes: scenes)
}

@inline(never)
func stageEmit() {
    guard let layout else { return }
    output = timings.measure(.emit) { FramesReport.jsonBytes(layout, file: path, diagnostics: diagnostics) }
}

func peakRSS() -> String {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return "\(usage.ru_maxrss / 1024) MiB"
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    say("usage: StageBenchmark FILE [--repeat N] [--sizes] [--output OUT.json] [--dump-model OUT.txt]\n")
    exit(2)
}
path = arguments[1]
if let flag = arguments.firstIndex(of: "--layout") {
    let reps = flag + 1 < arguments.count ? max(1, Int(arguments[flag + 1]) ?? 1) : 1
    stageRead()
    stageParse()
    print(layoutRepeated(reps))
    exit(0)
}
var repeats = 1
if let flag = arguments.firstIndex(of: "--repeat"), flag + 1 < arguments.count { repeats = max(1, Int(arguments[flag + 1]) ?? 1) }
if arguments.contains("--sizes") {
    say("""
        MemoryLayout sizes (bytes): MarkupView \(MemoryLayout<MarkupView>.size), ResolvedView \(MemoryLayout<ResolvedView>.size), \
        LayoutNode \(MemoryLayout<LayoutNode>.size), ViewProperties \(MemoryLayout<ViewProperties>.size), \
        SourceRange \(MemoryLayout<SourceRange>.size)\n
        """)
}
for round in 0..<repeats {
    stageRead()
    if round == 0 { say("peak RSS after read:    \(peakRSS())\n") }
    stageParse()
    if round == 0 { say("peak RSS after parse:   \(peakRSS())\n") }
    stageResolve()
    if round == 0 { say("peak RSS after resolve: \(peakRSS())\n") }
    stageStandInLayout()
    if round == 0 { say("peak RSS after layout:  \(peakRSS())\n") }
    stageEmit()
    if round == 0 { say("peak RSS after emit:    \(peakRSS())\n") }
}
let views = layout?.scenes.reduce(0) { $0 + $1.nodes.count } ?? 0
let errors = diagnostics.filter { $0.severity == .error }
say("views: \(views), output: \(output.count) bytes, diagnostics: \(diagnostics.count) (\(errors.count) errors)\n")
for error in errors.prefix(3) { say("  \(error)\n") }
if let flag = arguments.firstIndex(of: "--output"), flag + 1 < arguments.count {
    try? OutputWriter.write(String(decoding: output, as: UTF8.self), to: arguments[flag + 1])
}
if let flag = arguments.firstIndex(of: "--dump-model"), flag + 1 < arguments.count {
    // Parsed again: the stages above may have consumed the document.
    stageRead()
    stageParse()
    try? OutputWriter.write(TreeDumper.dump(document), to: arguments[flag + 1])
}
say(timings.report)

/// The layout stage's CPU time in milliseconds, run `reps + 1` times on the parsed document: the first (cold) run,
/// and the median, least and most of the rest, as one line of JSON.
func layoutRepeated(_ reps: Int) -> String {
    let configuration = pipeline.defaultConfiguration(for: document).0
    var samples: [Double] = []
    for _ in 0...reps {
        var stageTimes = StageTimings()
        _ = pipeline.layout(document, for: configuration, keepingResolvedViews: false, timings: &stageTimes)
        samples.append((stageTimes.cpu[.layout] ?? 0) * 1000)
    }
    let warm = samples.dropFirst().sorted()
    let middle = warm.count / 2
    let median = warm.count % 2 == 1 ? warm[warm.startIndex + middle]
        : (warm[warm.startIndex + middle - 1] + warm[warm.startIndex + middle]) / 2
    return #"{"cold_ms": \#(samples[0]), "warm_ms": {"median": \#(median), "min": \#(warm.first ?? 0), "#
        + #""max": \#(warm.last ?? 0)}, "reps": \#(reps)}"#
}

/// Writes to standard error.
func say(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
