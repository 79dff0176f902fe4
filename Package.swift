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
        .target(name: "Cassowary"),
        // Label and button sizes from a committed metrics table (text-metrics.md); depends on nothing.
        .target(name: "TextMetrics", exclude: ["Generated/LICENSE-Inter.txt"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "Cassowary", "TextMetrics"]),

        // Driver and CLI.
        .executableTarget(name: "StackboardCLI", dependencies: [
            "TextMetrics", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Tests.
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel"], exclude: ["Fixtures"]),
    ]
)
