// swift-tools-version: 6.0
import PackageDescription

// An app of the harness's own, written as a SwiftUI engineer writes one, and
// measured: navigation, a sheet, a form, search and a list with selection.
let package = Package(
    name: "Fieldbook",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ObservationHarness", path: "../.."),
    ],
    targets: [
        // The app, pasted from SwiftUI (Original/) with its import block, its
        // models' annotations and @main changed, and its workload. In the Swift 5
        // language mode, as Xcode compiles an app.
        .target(
            name: "Fieldbook", dependencies: [.product(name: "ObservationHarness", package: "ObservationHarness")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // compare, with the app's workload.
        .executableTarget(
            name: "fieldbook",
            dependencies: ["Fieldbook", .product(name: "ObservationHarness", package: "ObservationHarness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
