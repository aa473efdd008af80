internal import Locking

/// The values of a closure over trackable models, one per transaction, as an
/// async sequence: what Observation's `Observations` is, written small on the
/// registrar (docs/rules.md, W1 to W5).
///
/// ```swift
/// for await robins in Watched({ sightings.robins }) { print(robins) }
/// ```
///
/// The first value is read when iteration starts (W2). After that, the first
/// will-set of anything the closure read wakes the iterator, which reads the
/// closure again on its next turn: every change made before the watcher's
/// isolation suspends is in that one value (W3). An equal assignment notifies
/// nothing and so delivers nothing; an in-place mutation notifies even when the
/// value stays equal, and delivers the same value again (W4, P6). Cancelling the
/// iterating task ends the sequence and removes its observer (W5).
public struct Watched<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = Never
    private let read: @Sendable () -> Iteration

    /// What the closure of ``untilFinished(_:)`` says: the next value, or that
    /// the sequence is over, as `Observations.Iteration` does.
    public enum Iteration: Sendable {
        case next(Element)
        case finish
    }

    /// The values of `read`, read under tracking each time something it read changed.
    public init(_ read: @escaping @Sendable () -> Element) {
        self.read = { .next(read()) }
    }

    private init(emitting emit: @escaping @Sendable () -> Iteration) {
        read = emit
    }

    /// The values `emit` gives, as ``init(_:)``'s are, until it says `.finish`:
    /// the sequence then ends, and observes nothing more.
    ///
    /// ```swift
    /// for await robins in Watched.untilFinished({ sightings.robins < 3 ? .next(sightings.robins) : .finish }) { … }
    /// ```
    public static func untilFinished(_ emit: @escaping @Sendable () -> Iteration) -> Watched {
        Watched(emitting: emit)
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(read: read)
    }

    /// Reads the closure once when iteration starts, then once per transaction.
    public struct Iterator: AsyncIteratorProtocol {
        private let read: @Sendable () -> Iteration
        private let wake = Wake()
        private var started = false
        private var finished = false
        private var tracking: Tracking?

        init(read: @escaping @Sendable () -> Iteration) {
            self.read = read
        }

        /// The next value, or nil once the iterating task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
            if finished { return nil }
            if started {
                let wake = wake
                await withTaskCancellationHandler {
                    await wake.wait()
                } onCancel: {
                    wake.cancel()
                }
            }
            guard !Task.isCancelled else {
                tracking?.cancel()
                tracking = nil
                return nil
            }
            started = true
            let wake = wake
            let (value, tracking) = withCancellableTracking(read) { _ in wake.fire() }
            guard case .next(let element) = value else {
                tracking.cancel()
                self.tracking = nil
                finished = true
                return nil
            }
            self.tracking = tracking
            return element
        }

        public mutating func next() async -> Element? {
            await next(isolation: nil)
        }
    }

    /// Where a will-set meets the iterator: it resumes the iterator if it is
    /// waiting, and otherwise leaves word that a change came while it was busy.
    final class Wake: Sendable {
        private struct State {
            var waiting: UnsafeContinuation<Void, Never>?
            var changed = false
            var cancelled = false
        }

        private let state = Locked.make(State())

        /// A will-set: resumes the waiting iterator, or marks the next wait as already over.
        func fire() {
            state.withLock { state -> UnsafeContinuation<Void, Never>? in
                guard let waiting = state.waiting else {
                    state.changed = true
                    return nil
                }
                state.waiting = nil
                return waiting
            }?.resume()
        }

        /// Returns at the first change since the last value was read, or at cancellation.
        func wait() async {
            await withUnsafeContinuation { continuation in
                state.withLock { state -> UnsafeContinuation<Void, Never>? in
                    if state.changed || state.cancelled {
                        state.changed = false
                        return continuation
                    }
                    state.waiting = continuation
                    return nil
                }?.resume()
            }
        }

        /// Ends the wait, now or when it starts.
        func cancel() {
            state.withLock { state -> UnsafeContinuation<Void, Never>? in
                state.cancelled = true
                defer { state.waiting = nil }
                return state.waiting
            }?.resume()
        }
    }
}
