import ObjectLevel
import Observation
import PropertyLevel

extension Twin {
    /// tally's counts as a value: the struct kind's model, handed to each line as a copy.
    package struct SightingsValue: Equatable, Sendable {
        /// How many robins have been seen.
        package var robins: Int
        /// How many sparrows have been seen.
        package var sparrows: Int

        /// Creates counts.
        package init(robins: Int = 0, sparrows: Int = 0) {
            self.robins = robins
            self.sparrows = sparrows
        }

        /// Robins and sparrows together.
        package var total: Int { robins + sparrows }
    }

    /// A field guide as a value: the struct kind's list element, handed to its row as a copy.
    package struct GuideValue: Equatable, Identifiable, Sendable {
        /// The guide's identity in a list.
        package let id: Int
        /// The guide's name.
        package var name: String

        /// Creates a guide.
        package init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }
}
