// One import for a screen file: the views and property wrappers in SwiftUI's
// words (ViewGraph), models in @Observable's shape and workloads (Workloads),
// and the compare command line a package's main.swift runs (CompareKit).
//
//     import ObservationHarness
//
//     struct Badge: View {
//         let species: Species
//         var body: some View { Text("\(species.name): \(species.count)") }
//     }

@_exported import CompareKit
@_exported import ViewGraph
@_exported import Workloads
