import ViewGraph
@_exported import ValueVsReference

/// How a change reaches the views: the notification axis.
public enum Notify: String, CaseIterable, Sendable {
    /// PropertyLevel's per-key-path registrar, written in this project.
    case property
    /// Apple's Observation framework, the reference `property` must match.
    case observation
    /// Broadcast: one will-change signal per object, as `ObservableObject` has.
    case object
}

/// One column of a comparison: a notification strategy with a model kind.
package struct Combination: Hashable, Sendable, CustomStringConvertible {
    /// The notification strategy.
    package let notify: Notify
    /// The model kind.
    package let kind: Kind

    /// Pairs `notify` with `kind`.
    package init(_ notify: Notify, _ kind: Kind) {
        self.notify = notify
        self.kind = kind
    }

    /// Every combination, strategy by strategy, each with every kind.
    package static let all: [Combination] = Notify.allCases.flatMap { notify in
        Kind.allCases.map { Combination(notify, $0) }
    }

    /// `property·class`.
    package var description: String { "\(notify.rawValue)·\(kind.rawValue)" }
}

extension Combination {
    /// The tracker that plugs this combination's strategy into the graph; under
    /// object-level, running the screen as its `ObservableObject` port (A10).
    package var tracker: any Tracker { tracker(readingObjectsAsWritten: false) }

    /// The tracker that plugs this combination's strategy into the graph; under
    /// object-level, reading the screen as written when `asWritten`: a model in
    /// a plain `let` or in `@State` subscribes to nothing (A4).
    package func tracker(readingObjectsAsWritten asWritten: Bool) -> any Tracker {
        tracker(SessionSettings(objectsAsWritten: asWritten))
    }

    /// The tracker for a session of these `settings`: under object-level,
    /// reading the screen as written or as its port; under Apple's
    /// Observation, asking which property changed, or not.
    func tracker(_ settings: SessionSettings) -> any Tracker {
        switch notify {
        case .property: PropertyTracker()
        case .observation: ObservationTracker(namesKeyPaths: settings.namesObservedKeyPaths)
        case .object: BroadcastTracker(asWritten: settings.objectsAsWritten)
        }
    }
}
