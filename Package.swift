// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    products: [
        .library(name: "TextMetrics", targets: ["TextMetrics"]),
        .executable(name: "stackboard", targets: ["StackboardCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Label and button sizes from a committed metrics table (text-metrics.md); depends on nothing.
        .target(name: "TextMetrics", exclude: ["Generated/LICENSE-Inter.txt"]),
        .executableTarget(name: "StackboardCLI", dependencies: [
            "TextMetrics", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"], exclude: ["Fixtures"]),
    ]
)
