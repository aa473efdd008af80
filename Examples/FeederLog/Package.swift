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
        // The screen, its models and its steps.
        .target(name: "FeederLog", dependencies: [.product(name: "ObservationHarness", package: "ObservationHarness")]),
        // compare, with this package's workload.
        .executableTarget(
            name: "feeder",
            dependencies: ["FeederLog", .product(name: "ObservationHarness", package: "ObservationHarness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
