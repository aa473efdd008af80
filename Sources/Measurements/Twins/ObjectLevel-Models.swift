import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    // The object column's class-kind models: the same models as PropertyLevel's,
    // built as ObservableObject models are, with one signal each.

    /// tally's model as a Broadcast object.
    package final class BroadcastSightings: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// How many robins have been seen.
        @Broadcasting package var robins = 0
        /// How many sparrows have been seen.
        @Broadcasting package var sparrows = 0
        /// Robins and sparrows together.
        package var total: Int { robins + sparrows }

        /// Creates an empty tally.
        package init() {}
    }

    /// guide-list's class-kind element as a Broadcast object.
    package final class BroadcastGuide: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The guide's identity in a list; never changes, never sends.
        package let id: Int
        /// The guide's name.
        @Broadcasting package var name: String

        /// Creates a guide.
        package init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// guide-list's class-kind store as a Broadcast object. O6: renaming one of its
    /// guides sends the guide's signal, not the store's.
    package final class BroadcastGuideStore: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The guides, in order.
        @Broadcasting package var guides: [BroadcastGuide]

        /// Creates a store holding `guides`.
        package init(guides: [BroadcastGuide]) {
            self.guides = guides
        }
    }

    /// search's class-kind settings as a Broadcast object.
    package final class BroadcastSettings: BroadcastObject {
        /// The one signal every `@Broadcasting` property here sends through (O1).
        package let willChange = Broadcast()
        /// The units distances are shown in: `metric` or `imperial`.
        @Broadcasting package var units = "metric"

        /// Creates settings in metric units.
        package init() {}
    }
}
