import ObjectLevel
import ViewGraph

/// Plugs Broadcast into the graph: a view depends on every Broadcast object it
/// holds, whatever its body reads (G1, O4), as `@ObservedObject` does; a cause
/// names the holding property's storage (G5).
///
/// As `@ObservedObject` does, a view subscribes before its body first runs and
/// stays subscribed for as long as it holds the same objects under the same
/// names: a body run again keeps its subscriptions, and only a view handed
/// other objects cancels them and subscribes anew.
///
/// A10: by default a screen written for `@Observable` runs as its
/// `ObservableObject` port: a model in a plain `let` or `var` is held as
/// `@ObservedObject` holds it, one in `@State` as `@StateObject` does. Read as
/// written, those subscribe to nothing (A4), and a view that shows them goes stale.
struct BroadcastTracker: Tracker {
    /// Whether the screen is read as written, not as its `ObservableObject` port.
    var asWritten = false

    /// The objects `view` subscribes to under this reading.
    private func held<V: View>(by view: V, _ invalidate: Invalidation) -> [Holding] {
        invalidate.holdings(of: view).filter(holds)
    }

    /// Whether `holding` subscribes under this reading: the port holds an
    /// `@Observable` model kept in a plain reference or `@State`, never a
    /// classic `ObservableObject` kept there, which its author wrote and which
    /// SwiftUI does not hear (A4, A10).
    private func holds(_ holding: Holding) -> Bool {
        !holding.onlyInThePort || !asWritten && !(holding.object is any ObservableObject)
    }

    func track<V: View>(_ view: V, invalidate: Invalidation) -> (_Rendered, any Subscription) {
        let subscriptions = Subscriptions(held(by: view, invalidate), invalidate)
        return (Self.render(view), subscriptions)
    }

    /// The body, run: a write it made while it ran was sent at once, and
    /// heard by whoever holds the object, this view included (A15).
    private static func render<V: View>(_ view: V) -> _Rendered {
        let rendered = V._render(view)
        if BodyWrites.pending { BodyWrites.forget() }
        return rendered
    }

    func track<V: View>(_ view: V, invalidate: Invalidation, replacing previous: any Subscription)
        -> (_Rendered, any Subscription)
    {
        if let previous = previous as? Subscriptions, previous.hold(held(by: view, invalidate)) {
            return (Self.render(view), previous)
        }
        previous.cancel()
        return track(view, invalidate: invalidate)
    }

    /// Under object-level a view runs only for the objects it holds: a stale
    /// one that read an object it does not hold says so, naming its type, with
    /// the fix that compiles for the model as written. Where every such object
    /// is an `@Observable` model and the screen runs as its port, the
    /// staleness is the port's, not the screen's (A10).
    func whyStale<V: View>(_ view: V) -> StaleReason? {
        let held = holdings(of: view).filter(holds).map(\.object)
        let read = ObjectReads.recording { _ = V._render(view) }
        var unheld: [AnyObject] = []
        for object in read where !held.contains(where: { $0 === object }) {
            if !unheld.contains(where: { type(of: $0) == type(of: object) }) { unheld.append(object) }
        }
        guard !unheld.isEmpty else { return nil }
        let names = unheld.map { "\(type(of: $0))" }
        let them = names.count == 1 ? "it" : "them", clause = "its body read \(names.map { "a \($0)" }.joined(separator: " and ")) it does not hold"
        if unheld.contains(where: { $0 is any ObservableObject }) {
            return StaleReason("\(clause), so no change to \(them) runs it; hold \(them) with @ObservedObject, as SwiftUI needs for an ObservableObject")
        }
        guard !asWritten else {
            return StaleReason(
                "\(clause), so under object-level no change to \(them) runs it; hold \(them) with @Bindable, which its ObservableObject port writes @ObservedObject")
        }
        // The port's: an @Observable screen is right; a classic app written the same way is not.
        let holders = Array(Set(held.map { "\(type(of: $0))" })).sorted()
        let through = holders.isEmpty ? "" : ", through the \(holders.joined(separator: " and ")) it holds"
        return StaleReason(
            "\(clause)\(through): in the screen's ObservableObject port a change to \(them) sends nothing this view hears, as in a classic app; "
                + "the port would need \(names.count == 1 ? "each \(names[0])" : "each of them") shown by a view that holds it as @ObservedObject"
                + (holders.isEmpty ? "" : ", or the \(holders.joined(separator: " and ")) to send objectWillChange when one changes"),
            inThePort: true)
    }

    /// A view's subscriptions to the objects it holds, with which signals and
    /// names they are, to tell whether the view still holds the same ones.
    ///
    /// Each is the signal, its name and the subscriber's id on it, with no
    /// subscription object of its own, and the first kept inline: most views
    /// hold one object, and a list of a million rows has a million of these.
    final class Subscriptions: Subscription {
        /// One object's signal, the name it is held under, and the subscriber's id there.
        private struct Held {
            let signal: Broadcast
            let name: String
            let id: Int
        }

        /// The first object held, nil once cancelled or if none is held.
        private var first: Held?
        /// The others, in the order held.
        private var rest: [Held] = []

        init(_ holdings: [Holding], _ invalidate: Invalidation) {
            for holding in holdings {
                guard let object = holding.object as? BroadcastObject else { continue }
                let name = holding.name, signal = object.willChange
                let held = Held(signal: signal, name: name, id: signal.add { invalidate(.holding(name)) })
                if first == nil { first = held } else { rest.append(held) }
            }
        }

        /// Whether these are the subscriptions `holdings` would make: the same
        /// signals (the subscriptions keep them alive, so identity answers) under
        /// the same names, in order.
        func hold(_ holdings: [Holding]) -> Bool {
            var index = 0
            for holding in holdings {
                guard let object = holding.object as? BroadcastObject else { continue }
                guard let held = index == 0 ? first : index <= rest.count ? rest[index - 1] : nil,
                    held.signal === object.willChange, held.name == holding.name
                else { return false }
                index += 1
            }
            return index == (first == nil ? 0 : 1 + rest.count)
        }

        func cancel() {
            guard let held = first else { return }
            first = nil
            held.signal.remove(held.id)
            for held in rest { held.signal.remove(held.id) }
            rest = []
        }

        /// A view dropped without being torn down stops being told, as a
        /// subscription released does.
        deinit {
            cancel()
        }
    }
}
