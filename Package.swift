// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The core: value types every stage meets through. No dependencies.
        .target(name: "LayoutModel"),

        // Stages.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "Cassowary"),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "Cassowary"]),

        // Tests.
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel"], exclude: ["Fixtures"]),
    ]
)
