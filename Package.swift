// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    products: [],
    targets: [
        // The core: value types every stage meets through. No dependencies.
        .target(name: "LayoutModel"),

        // Stages.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "Markup", dependencies: ["LayoutModel", "CLibXML2"]),

        // Test support: golden files and line diffs, shared by the test targets.
        .target(name: "LayoutTestSupport", dependencies: ["LayoutModel"]),

        // Tests.
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "LayoutModel", "LayoutTestSupport"],
                    exclude: ["Fixtures"]),
    ]
)
