// One import for a screen file: the views and property wrappers in SwiftUI's
// words (the engine, ViewGraph, and its vocabulary, SwiftUIVocabulary), models in @Observable's shape and workloads (Workloads),
// and the compare command line a package's main.swift runs (CompareKit).
// Like `import SwiftUI`, it brings Foundation (`Date`, `IndexSet`, `UUID`,
// `URL`) and the CoreGraphics value types (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`), which Foundation declares on Linux and CoreGraphics on Apple's
// platforms, and `URLSession`, which Linux keeps in FoundationNetworking.
//
//     import ObservationHarness
//
//     struct Badge: View {
//         let species: Species
//         var body: some View { Text("\(species.name): \(species.count)") }
//     }

@_exported import CompareKit
@_exported import Foundation
@_exported import SwiftUIVocabulary
@_exported import ViewGraph
@_exported import Workloads

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
