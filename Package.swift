// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ObservationHarness",
    // Observation needs macOS 14; Synchronization's Atomic and Mutex, macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "compare", targets: ["compare"]),
        // What a screen file imports: the views, the models, workloads and runCompare.
        // The modules it re-exports are listed too, so that a package that uses it
        // is rebuilt whenever one of them changes, not only when it does.
        .library(name: "ObservationHarness", targets: ["ObservationHarness", "ViewGraph", "SwiftUIVocabulary", "Workloads", "CompareKit"]),
        .library(name: "PropertyLevel", targets: ["PropertyLevel"]),
        .library(name: "ViewGraph", targets: ["ViewGraph"]),
        .library(name: "SwiftUIVocabulary", targets: ["SwiftUIVocabulary"]),
        .library(name: "ObjectLevel", targets: ["ObjectLevel"]),
        .library(name: "ValueVsReference", targets: ["ValueVsReference"]),
        .library(name: "Workloads", targets: ["Workloads"]),
        .library(name: "CompareKit", targets: ["CompareKit"]),
    ],
    targets: [
        // The locks every module shares (a pthread mutex the thread sanitizer
        // sees, and a one-byte flag for state held a few instructions at a time),
        // and thread slots; not a product.
        .target(name: "Locking"),
        // The thread-local variable that holds a thread's tracking scopes: one
        // load for a model's getter, where a POSIX key is a call.
        .target(name: "ScopeThread"),
        // The Swift runtime's hooks that let the graph's thread stand in for the
        // main actor (A14): work sent to the main actor runs within its step.
        .target(name: "MainActorHooks"),
        // A per-key-path registrar written from scratch; imports nothing of the project but the lock.
        .target(name: "PropertyLevel", dependencies: ["Locking", "ScopeThread"]),
        // Broadcast, an object-level will-change publisher; imports nothing of the project but the lock.
        .target(name: "ObjectLevel", dependencies: ["Locking"]),
        // The model-kind axis: the same data held as structs or as classes, and the
        // lists whose steps are written once for both kinds (ElementList).
        .target(name: "ValueVsReference"),
        // What a run was doing when a body crashed, kept per thread: a crash ends
        // in one line naming the view, the workload, the step and the combination.
        .target(name: "CrashContext"),
        // The engine every strategy shares: the view graph, its flush, identity,
        // comparison, data flow and the oracles, with the few views the graph
        // itself needs (View, ViewBuilder, Text, ForEach, AnyView, EmptyView, the
        // identity and equality wrappers) and the extension points a control or
        // a property wrapper is written with; imports no strategy and no workload.
        .target(name: "ViewGraph", dependencies: ["CrashContext", "Locking", "MainActorHooks"]),
        // SwiftUI's vocabulary, a client of the engine: controls, containers,
        // navigation, presentation, styling, each written as a user writes a
        // control of their own; imports the engine alone.
        .target(name: "SwiftUIVocabulary", dependencies: ["ViewGraph"]),
        // Models in @Observable's shape (Model, @Tracked), workloads and steps, and
        // the glue that plugs each strategy into the graph.
        .target(name: "Workloads", dependencies: ["PropertyLevel", "ObjectLevel", "ValueVsReference", "ViewGraph", "SwiftUIVocabulary", "CrashContext", "Locking"]),
        // The built-in screens (tally, guide-list, search, the traps, and panels for
        // fuzzing), written as a user's are; no user's package sees them.
        .target(name: "Screens", dependencies: ["Workloads", "ViewGraph", "SwiftUIVocabulary", "ValueVsReference"]),
        // The allocator's bytes in use, for compare micro's bytes-per-model.
        .target(name: "HeapStatistics"),
        // The compare command line as a library: a package's own executable calls
        // runCompare(workloads:measures:) with its workloads.
        .target(name: "CompareKit", dependencies: ["Workloads", "ViewGraph", "CrashContext", "Locking"]),
        // One import for a screen file and its package's main.swift.
        .target(name: "ObservationHarness", dependencies: ["ViewGraph", "SwiftUIVocabulary", "Workloads", "CompareKit"]),
        // The harness's own measures, which the built-in compare runs: compare
        // micro's operations on the strategies' hand-written models and the
        // screens, and compare findings.
        .target(
            name: "Measurements",
            dependencies: [
                "CompareKit", "Workloads", "Screens", "ViewGraph", "SwiftUIVocabulary", "PropertyLevel", "ObjectLevel", "ValueVsReference", "HeapStatistics",
            ]
        ),
        .executableTarget(name: "compare", dependencies: ["CompareKit", "Measurements", "Screens"]),
        // Where a tally step's time goes, phase by phase: results/benchmarks.md's breakdown (issue 41).
        .executableTarget(name: "step-phases", dependencies: ["Measurements", "Screens", "ViewGraph", "SwiftUIVocabulary", "Workloads"]),
        // A screen pasted from SwiftUI with only its import changed, over its models
        // as objects and as values: the same file in both (Tests/Pasted).
        .target(name: "PastedShelfObjects", dependencies: ["ObservationHarness"], path: "Tests/Pasted/Objects"),
        .target(name: "PastedShelfValues", dependencies: ["ObservationHarness"], path: "Tests/Pasted/Values"),
        // A screen using every construct of the subset a screen file may use, with one import.
        .target(name: "SubsetScreen", dependencies: ["ObservationHarness"], path: "Tests/Pasted/Subset"),
        // Models and views marked @MainActor, as an app's are, in the language
        // mode Xcode compiles an app in by default, with no warning: View is
        // @MainActor as SwiftUI's is, and the graph's thread stands in for the
        // main actor (the main thread in compare).
        .target(
            name: "PastedMainActor", dependencies: ["ObservationHarness"], path: "Tests/Pasted/MainActor",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // An app using every construct of A9 and A12 with one import: tabs, a
        // split view, stacks, sheets, forms, controls, an @Observable-shaped
        // model on the main actor and a classic ObservableObject store, in the
        // language mode Xcode compiles an app in by default.
        .target(
            name: "VocabularyScreen", dependencies: ["ObservationHarness"], path: "Tests/Pasted/Vocabulary",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // What real apps write every day beyond the newer vocabulary, and the
        // older forms beside the newer, in the language mode Xcode compiles an app in.
        .target(
            name: "EverydayScreens", dependencies: ["ObservationHarness"], path: "Tests/Pasted/Everyday",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A workload written against the public products alone, as a user writes one.
        .testTarget(
            name: "LibraryTests",
            dependencies: [
                "ObservationHarness", "ViewGraph", "SwiftUIVocabulary", "Workloads", "CompareKit", "Screens", "PastedShelfObjects", "PastedShelfValues", "SubsetScreen",
                "PastedMainActor", "VocabularyScreen", "EverydayScreens",
            ]
        ),
        // A property wrapper and a control of a user's own, each one file, written
        // against the one import a user's package has, and run on a screen.
        .testTarget(name: "ExtensionTests", dependencies: ["ObservationHarness"]),
        // What the test targets share: hand-written models and views, the command
        // run as a user runs it, a scratch folder; not a product.
        .target(
            name: "TestSupport", dependencies: ["PropertyLevel", "ObjectLevel", "ViewGraph", "SwiftUIVocabulary", "Workloads", "Locking"], path: "Tests/TestSupport"),
        // The strategies: the registrar, Broadcast, the hand-written and macro
        // twins, events and watched values, models written once, a list's kinds.
        .testTarget(
            name: "StrategyTests",
            dependencies: [
                "PropertyLevel", "ObjectLevel", "ValueVsReference", "ViewGraph", "SwiftUIVocabulary", "Workloads", "Screens", "Measurements", "Locking", "TestSupport",
            ]
        ),
        // The view graph's rules: bodies, identity, inputs, data flow, lazy lists,
        // reactions, lifetimes, the stale check and the reference walk.
        .testTarget(
            name: "ViewGraphTests",
            dependencies: ["PropertyLevel", "ObjectLevel", "ViewGraph", "SwiftUIVocabulary", "Workloads", "Screens", "Measurements", "TestSupport"]
        ),
        // The built-in screens: tally, guide-list, search, the traps, their
        // watchers, and fuzz scripts over them.
        .testTarget(
            name: "ScreensTests", dependencies: ["PropertyLevel", "ViewGraph", "SwiftUIVocabulary", "Workloads", "Screens", "Measurements", "TestSupport"]
        ),
        // The command line: parsing, running, rendering, charts, crashes, and the
        // executable run as a user runs it.
        .testTarget(
            name: "CompareKitTests",
            dependencies: ["CompareKit", "Measurements", "Workloads", "Screens", "ViewGraph", "SwiftUIVocabulary", "CrashContext", "TestSupport"]
        ),
        // The docs: every command they show and what it prints, and the guide's
        // snippets compiled as a user pastes them.
        .testTarget(name: "DocsTests", dependencies: ["CompareKit", "Workloads", "Screens", "Measurements", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
