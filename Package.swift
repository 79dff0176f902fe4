// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stackboard",
    targets: [
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .executableTarget(
            name: "CassowaryBenchmark", dependencies: ["Cassowary"], path: "Benchmarks/cassowary",
            exclude: ["run.py", "kiwi_benchmark.py", "stack_systems.py"]),
    ]
)
