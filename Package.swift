// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TextMetrics", targets: ["TextMetrics"]),
        .executable(name: "stackboard", targets: ["StackboardCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The core: value types every stage meets through. No dependencies.
        .target(name: "LayoutModel"),

        // Stages.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "Markup", dependencies: ["LayoutModel", "CLibXML2"]),
        // The device catalog is compiled into the module, so the binary needs no resource bundle beside it.
        .target(name: "TraitResolver", dependencies: ["LayoutModel"],
                resources: [.embedInCode("Resources/devices.json")]),
        .target(name: "Cassowary"),
        // Label and button sizes from a committed metrics table (text-metrics.md); depends on nothing.
        .target(name: "TextMetrics", exclude: ["Generated/LICENSE-Inter.txt"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "Cassowary", "TextMetrics"]),

        // The command line.
        .executableTarget(name: "StackboardCLI", dependencies: [
            "LayoutModel", "TraitResolver", "TextMetrics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Test support: golden files and line diffs, shared by the test targets.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutModel"]),

        // Tests.
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "LayoutModel", "LayoutTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TraitResolverTests", dependencies: ["TraitResolver", "LayoutModel", "Markup"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "StackboardCLITests", dependencies: [
            "StackboardCLI", "TraitResolver", "LayoutModel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests",
                    dependencies: ["LayoutEngine", "LayoutModel", "Markup", "TraitResolver", "LayoutTestSupport"],
                    exclude: ["Fixtures"]),
        .executableTarget(
            name: "CassowaryBenchmark", dependencies: ["Cassowary"], path: "Benchmarks/cassowary",
            exclude: ["run.py", "kiwi_benchmark.py", "stack_systems.py"]),
    ]
)
