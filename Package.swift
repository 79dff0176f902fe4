// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    products: [
        .executable(name: "stackboard", targets: ["StackboardCLI"]),
        .library(name: "Stackboard", targets: ["Stackboard"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The core: value types every stage meets through. No dependencies.
        .target(name: "LayoutModel"),

        // Stages, each depending only on the core (and the solver and text metrics for the engine).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "Markup", dependencies: ["LayoutModel", "CLibXML2"]),
        // The built-in device catalog is Resources/devices.json compiled into Catalog/BuiltInDevices.swift.
        .target(name: "TraitResolver", dependencies: ["LayoutModel"], exclude: ["Resources/devices.json"]),
        .target(name: "Cassowary"),
        // Label and button sizes from a committed metrics table (text-metrics.md); depends on nothing.
        .target(name: "TextMetrics", exclude: ["Generated/LICENSE-Inter.txt"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "Cassowary", "TextMetrics"]),
        .target(name: "SVGEmitter", dependencies: ["LayoutModel", "TextMetrics"]),

        // The driver library and the executable.
        .target(name: "Stackboard",
                dependencies: ["LayoutModel", "Markup", "TraitResolver", "LayoutEngine", "SVGEmitter"]),
        .target(name: "CProcessHeap"),
        .executableTarget(name: "StackboardCLI", dependencies: [
            "Stackboard", "LayoutModel", "Markup", "TraitResolver", "SVGEmitter", "TextMetrics", "CProcessHeap",
        ]),

        // Benchmarks (run by Benchmarks/cassowary/run.py in release mode).
        .executableTarget(
            name: "CassowaryBenchmark", dependencies: ["Cassowary"], path: "Benchmarks/cassowary",
            exclude: ["run.py", "kiwi_benchmark.py", "stack_systems.py"]),
        // The stages around layout, one by one, for timing and callgrind (Benchmarks/README.md).
        .executableTarget(
            name: "StageBenchmark", dependencies: ["Stackboard", "Markup", "TraitResolver", "LayoutModel"],
            path: "Benchmarks/stages", exclude: ["interleave.py"]),
        // The floor of the small-document target: a Swift process that only SAX-parses a file with libxml2.
        .executableTarget(name: "ParseBaseline", dependencies: ["CLibXML2"], path: "Benchmarks/parse-baseline"),

        // Test support and tests.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutModel"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "LayoutModel", "LayoutTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TraitResolverTests", dependencies: ["TraitResolver", "LayoutModel", "Markup"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "LayoutTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests",
                    dependencies: ["LayoutEngine", "LayoutModel", "Markup", "TraitResolver", "LayoutTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"], exclude: ["Fixtures"]),
        .testTarget(name: "SVGEmitterTests", dependencies: ["SVGEmitter", "LayoutModel"], exclude: ["Golden"]),
        .testTarget(name: "StackboardTests",
                    dependencies: ["Stackboard", "LayoutModel", "Markup", "SVGEmitter", "LayoutEngine", "LayoutTestSupport"],
                    exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "StackboardCLITests", dependencies: [
            "StackboardCLI", "TraitResolver", "LayoutModel", "LayoutTestSupport", "CProcessHeap",
        ]),
    ]
)
