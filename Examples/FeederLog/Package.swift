// swift-tools-version: 6.0
import PackageDescription

// A user's package: a screen of its own, measured with the whole of compare.
let package = Package(
    name: "FeederLog",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ObservationHarness", path: "../.."),
    ],
    targets: [
        // The screen, its models and its steps, written once.
        .target(
            name: "FeederLog",
            dependencies: [
                .product(name: "Workloads", package: "ObservationHarness"),
                .product(name: "ViewGraph", package: "ObservationHarness"),
            ]
        ),
        // compare, with this package's workload.
        .executableTarget(
            name: "feeder",
            dependencies: ["FeederLog", .product(name: "CompareKit", package: "ObservationHarness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
