import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    // The object column's class-kind models: the same models as PropertyLevel's,
    // built as ObservableObject models are, with one signal each.

    /// tally's model as a Broadcast object.
    public final class BroadcastSightings: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// How many robins have been seen.
        @Broadcasting public var robins = 0
        /// How many sparrows have been seen.
        @Broadcasting public var sparrows = 0
        /// Robins and sparrows together.
        public var total: Int { robins + sparrows }

        /// Creates an empty tally.
        public init() {}
    }

    /// guide-list's class-kind element as a Broadcast object.
    public final class BroadcastGuide: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The guide's identity in a list; never changes, never sends.
        public let id: Int
        /// The guide's name.
        @Broadcasting public var name: String

        /// Creates a guide.
        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// guide-list's class-kind store as a Broadcast object. O6: renaming one of its
    /// guides sends the guide's signal, not the store's.
    public final class BroadcastGuideStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The guides, in order.
        @Broadcasting public var guides: [BroadcastGuide]

        /// Creates a store holding `guides`.
        public init(guides: [BroadcastGuide]) {
            self.guides = guides
        }
    }

    /// search's class-kind settings as a Broadcast object.
    public final class BroadcastSettings: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The units distances are shown in: `metric` or `imperial`.
        @Broadcasting public var units = "metric"

        /// Creates settings in metric units.
        public init() {}
    }
}
