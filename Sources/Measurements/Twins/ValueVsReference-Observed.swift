import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    // The observation column's models: the same models, marked @Observable and left
    // to Apple's macro and registrar.

    /// tally's class-kind model under Observation.
    @Observable
    public final class ObservedSightings {
        /// How many robins have been seen.
        public var robins = 0
        /// How many sparrows have been seen.
        public var sparrows = 0
        /// Robins and sparrows together.
        public var total: Int { robins + sparrows }

        /// Creates an empty tally.
        public init() {}
    }

    /// tally's struct-kind store under Observation: the counts as one value.
    @Observable
    public final class ObservedSightingsStore {
        /// The counts.
        public var sightings = SightingsValue()

        /// Creates a store of zero counts.
        public init() {}
    }

    /// guide-list's class-kind element under Observation.
    @Observable
    public final class ObservedGuide {
        /// The guide's identity in a list.
        @ObservationIgnored public let id: Int
        /// The guide's name.
        public var name: String

        /// Creates a guide.
        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// guide-list's class-kind store under Observation.
    @Observable
    public final class ObservedGuideStore {
        /// The guides, in order.
        public var guides: [ObservedGuide]

        /// Creates a store holding `guides`.
        public init(guides: [ObservedGuide]) {
            self.guides = guides
        }
    }

    /// guide-list's struct-kind store under Observation.
    @Observable
    public final class ObservedGuideValueStore {
        /// The guides, in order.
        public var guides: [GuideValue]

        /// Creates a store holding `guides`.
        public init(guides: [GuideValue]) {
            self.guides = guides
        }
    }

    /// search's class-kind settings under Observation.
    @Observable
    public final class ObservedSettings {
        /// The units distances are shown in.
        public var units = "metric"

        /// Creates settings in metric units.
        public init() {}
    }

    /// search's struct-kind settings store under Observation.
    @Observable
    public final class ObservedSettingsStore {
        /// The settings.
        public var settings = SettingsValue()

        /// Creates a store of metric settings.
        public init() {}
    }
}
