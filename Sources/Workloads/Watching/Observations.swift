import ObjectLevel
import Observation
import PropertyLevel

/// The values of a closure over models, one per transaction, as an async
/// sequence: Observation's `Observations`, which `import SwiftUI` brings, for
/// a view's `.task` or an app's code, under the strategy of the session that
/// runs it (docs/rules.md, W1 to W5 and W8).
///
/// ```swift
/// Text("\(journal.entries) entries")
///     .task {
///         for await _ in Observations({ journal.entries }) { journal.save() }
///     }
/// ```
///
/// Under `property` it is this project's ``Watched``, under `observation`
/// Apple's `Observations` (macOS 26 and later; before it the sequence ends at
/// once), and under `object` a loop on the `objectWillChange` of each model
/// the closure read, which reads the closure again after each signal. The
/// closure need not be `@Sendable` here: every part of a view's task runs on
/// the graph's one thread. A closure that throws is not taken.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, @unchecked Sendable {
    /// What the closure of ``untilFinished(_:)`` says: the next value, or that
    /// the sequence is over.
    public enum Iteration: Sendable {
        case next(Element)
        case finish
    }

    private let notify: Notify
    private let emit: () -> Iteration

    private init(emitting emit: @escaping () -> Iteration) {
        notify = Notify.current
        self.emit = emit
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(notify.run { source() })
    }

    /// Reads the closure once when iteration starts, then once per transaction.
    public struct Iterator: AsyncIteratorProtocol {
        private let next: Source

        fileprivate init(_ next: Source) {
            self.next = next
        }

        /// The next value, or nil once the sequence is over or its task cancelled.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws(Failure) -> Element? {
            await next.value(actor)
        }
    }

    /// One iteration's next value, under the sequence's strategy.
    fileprivate final class Source {
        let value: (isolated (any Actor)?) async -> Element?
        init(_ value: @escaping (isolated (any Actor)?) async -> Element?) { self.value = value }
    }

    private func source() -> Source {
        let emit = Confined(self.emit)
        // The closure's next value, or nil where it says `.finish`.
        let next: @Sendable () -> Element? = {
            guard case .next(let value) = emit.value() else { return nil }
            return value
        }
        switch notify {
        case .property:
            var values = Watched<Element>.untilFinished { next().map { .next($0) } ?? .finish }.makeAsyncIterator()
            return Source { actor in await values.next(isolation: actor) }
        case .observation:
            guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return Source { _ in nil } }
            var values = Observation.Observations<Element, Never>.untilFinished { next().map { .next($0) } ?? .finish }
                .makeAsyncIterator()
            return Source { actor in await values.next(isolation: actor) }
        case .object:
            return Source(ObjectLoop<Element>(next).next)
        }
    }
}

extension Observations where Failure == Never {
    /// The values of `emit`, read under tracking each time something it read changed.
    public init(_ emit: @escaping () -> Element) {
        self.init(emitting: { .next(emit()) })
    }

    /// The values `emit` gives, until it says `.finish`: the sequence then
    /// ends, and observes nothing more.
    public static func untilFinished(_ emit: @escaping () -> Iteration) -> Observations {
        Observations(emitting: emit)
    }
}

/// A loop on the `objectWillChange` of each model the closure read, as code on
/// `objectWillChange.values` runs: the first value at once, then one per
/// signal that finds it waiting, the closure read again after each. Every
/// part of it runs on the one thread of the task that iterates it.
private final class ObjectLoop<Element>: @unchecked Sendable {
    /// The closure's next value, or nil where it says `.finish`.
    private let emit: () -> Element?
    /// The models it waits on, by identity: it keeps none of them alive.
    private var held: [ObjectIdentifier] = []
    private var signals: BroadcastSignals.Iterator?
    private var finished = false

    init(_ emit: @escaping () -> Element?) {
        self.emit = emit
    }

    func next(_ actor: isolated (any Actor)?) async -> Element? {
        guard !finished else { return nil }
        if var waiting = signals {
            let signal: Void? = await waiting.next(isolation: actor)
            signals = waiting
            guard signal != nil else { return end() }
        }
        var value: Element?
        let read = ObjectReads.recording { value = emit() }
        guard let value else { return end() }
        // A closure that now reads other models waits on theirs.
        if signals == nil || read.map(ObjectIdentifier.init) != held {
            held = read.map(ObjectIdentifier.init)
            signals = Broadcast.values(of: read.compactMap { ($0 as? BroadcastObject)?.willChange }).makeAsyncIterator()
        }
        return value
    }

    private func end() -> Element? {
        finished = true
        signals = nil
        return nil
    }
}
