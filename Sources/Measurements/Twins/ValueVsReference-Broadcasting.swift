import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// tally's struct-kind store as a Broadcast object: the counts as one value in
    /// one `@Broadcasting` property.
    public final class BroadcastSightingsStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The counts.
        @Broadcasting public var sightings = SightingsValue()

        /// Creates a store of zero counts.
        public init() {}
    }

    /// guide-list's struct-kind store as a Broadcast object: the guides as values
    /// in one `@Broadcasting` array.
    public final class BroadcastGuideValueStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The guides, in order.
        @Broadcasting public var guides: [GuideValue]

        /// Creates a store holding `guides`.
        public init(guides: [GuideValue]) {
            self.guides = guides
        }
    }

    /// search's struct-kind settings store as a Broadcast object.
    public final class BroadcastSettingsStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        public let willChange = Broadcast()
        /// The settings.
        @Broadcasting public var settings = SettingsValue()

        /// Creates a store of metric settings.
        public init() {}
    }
}
