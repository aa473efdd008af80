import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    // The observation column's models: the same models, marked @Observable and left
    // to Apple's macro and registrar.

    /// tally's class-kind model under Observation.
    @Observable
    package final class ObservedSightings {
        /// How many robins have been seen.
        package var robins = 0
        /// How many sparrows have been seen.
        package var sparrows = 0
        /// Robins and sparrows together.
        package var total: Int { robins + sparrows }

        /// Creates an empty tally.
        package init() {}
    }

    /// tally's struct-kind store under Observation: the counts as one value.
    @Observable
    package final class ObservedSightingsStore {
        /// The counts.
        package var sightings = SightingsValue()

        /// Creates a store of zero counts.
        package init() {}
    }

    /// guide-list's class-kind element under Observation.
    @Observable
    package final class ObservedGuide {
        /// The guide's identity in a list.
        @ObservationIgnored package let id: Int
        /// The guide's name.
        package var name: String

        /// Creates a guide.
        package init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// guide-list's class-kind store under Observation.
    @Observable
    package final class ObservedGuideStore {
        /// The guides, in order.
        package var guides: [ObservedGuide]

        /// Creates a store holding `guides`.
        package init(guides: [ObservedGuide]) {
            self.guides = guides
        }
    }

    /// guide-list's struct-kind store under Observation.
    @Observable
    package final class ObservedGuideValueStore {
        /// The guides, in order.
        package var guides: [GuideValue]

        /// Creates a store holding `guides`.
        package init(guides: [GuideValue]) {
            self.guides = guides
        }
    }

    /// search's class-kind settings under Observation.
    @Observable
    package final class ObservedSettings {
        /// The units distances are shown in.
        package var units = "metric"

        /// Creates settings in metric units.
        package init() {}
    }

    /// search's struct-kind settings store under Observation.
    @Observable
    package final class ObservedSettingsStore {
        /// The settings.
        package var settings = SettingsValue()

        /// Creates a store of metric settings.
        package init() {}
    }
}
