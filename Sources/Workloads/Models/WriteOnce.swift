import ValueVsReference
@_spi(Graph) import ViewGraph

/// tally's and guide-list's models written once, as a user of the library
/// writes a model: one class per kind, `@Tracked` properties, and a notifier
/// that picks the strategy when the model is made. They run, body for body and
/// cause for cause, what the hand-written models of each strategy run.
enum WriteOnce {
    /// tally's class-kind model.
    final class Sightings: Model {
        let notifier: Notifier
        @Tracked var robins = 0
        @Tracked var sparrows = 0
        var total: Int { robins + sparrows }

        init(_ notify: Notify) { notifier = Notifier(notify) }
    }

    /// tally's struct-kind store: the counts as one value.
    final class SightingsStore: Model {
        let notifier: Notifier
        @Tracked var sightings = SightingsValue()

        init(_ notify: Notify) { notifier = Notifier(notify) }
    }

    /// guide-list's class-kind element.
    final class Guide: Model, Identifiable {
        let notifier: Notifier
        let id: Int
        @Tracked var name: String

        init(_ notify: Notify, id: Int, name: String) {
            notifier = Notifier(notify)
            self.id = id
            self.name = name
        }
    }

    /// guide-list's class-kind store.
    final class GuideStore: Model {
        let notifier: Notifier
        private let notify: Notify
        @Tracked var guides: [Guide]

        init(_ notify: Notify, guides: [Guide]) {
            notifier = Notifier(notify)
            self.notify = notify
            self.guides = guides
        }

        func makeGuide(id: Int, name: String) -> Guide { Guide(notify, id: id, name: name) }
    }

    /// guide-list's struct-kind store: the guides as values.
    final class GuideValueStore: Model {
        let notifier: Notifier
        @Tracked var guides: [GuideValue]

        init(_ notify: Notify, guides: [GuideValue]) {
            notifier = Notifier(notify)
            self.guides = guides
        }
    }
}

extension WriteOnce.Sightings: SightingsObject {
    var reading: SightingsReference<WriteOnce.Sightings> { SightingsReference(object: self) }
}

extension WriteOnce.SightingsStore: SightingsValueStore {}
extension WriteOnce.Guide: GuideObject {}
extension WriteOnce.GuideStore: GuideObjectStore {}
extension WriteOnce.GuideValueStore: GuideValueSource {}

/// Which models a built-in workload runs on.
public enum ModelSource: Sendable {
    /// The models written by hand for each strategy.
    case handWritten
    /// One model per kind, written once with ``Tracked``, for every strategy.
    case writtenOnce
}
