import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// tally's struct-kind store as a Broadcast object: the counts as one value in
    /// one `@Broadcasting` property.
    package final class BroadcastSightingsStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The counts.
        @Broadcasting package var sightings = SightingsValue()

        /// Creates a store of zero counts.
        package init() {}
    }

    /// guide-list's struct-kind store as a Broadcast object: the guides as values
    /// in one `@Broadcasting` array.
    package final class BroadcastGuideValueStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The guides, in order.
        @Broadcasting package var guides: [GuideValue]

        /// Creates a store holding `guides`.
        package init(guides: [GuideValue]) {
            self.guides = guides
        }
    }

    /// search's struct-kind settings store as a Broadcast object.
    package final class BroadcastSettingsStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The settings.
        @Broadcasting package var settings = SettingsValue()

        /// Creates a store of metric settings.
        package init() {}
    }
}
