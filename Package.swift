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
        .target(name: "SVGEmitter", dependencies: ["LayoutModel"]),

        // Tests.
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "SVGEmitterTests", dependencies: ["SVGEmitter", "LayoutModel"], exclude: ["Golden"]),
    ]
)
