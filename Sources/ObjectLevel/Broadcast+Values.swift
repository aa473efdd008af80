internal import Locking

extension Broadcast {
    /// The sends as an async sequence of signals that carry no value: what
    /// `objectWillChange.values` gives a watcher (docs/rules.md, W1).
    ///
    /// It subscribes when iteration starts. As Combine's asks for one element
    /// at a time, a send reaches the watcher only when it finds it waiting in
    /// `next()`; a send while the watcher is busy, between one signal and its
    /// next wait, is dropped. The watcher then reads the model itself.
    public var values: BroadcastSignals { BroadcastSignals(broadcasts: [self]) }

    /// The sends of all of `broadcasts` as one sequence of signals, each of which
    /// reaches the watcher only if it finds it waiting: what
    /// `Publishers.MergeMany` of several `objectWillChange`s, iterated with
    /// `values`, gives a watcher that holds several objects.
    public static func values(of broadcasts: [Broadcast]) -> BroadcastSignals {
        BroadcastSignals(broadcasts: broadcasts)
    }
}

/// The sends of a ``Broadcast`` that find the watcher waiting, one signal each.
public struct BroadcastSignals: AsyncSequence, Sendable {
    public typealias Element = Void
    public typealias Failure = Never
    let broadcasts: [Broadcast]

    public func makeAsyncIterator() -> Iterator {
        Iterator(receiver: Receiver(broadcasts))
    }

    /// Waits for the next send; nil once the iterating task is cancelled.
    public struct Iterator: AsyncIteratorProtocol {
        let receiver: Receiver

        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Void? {
            let receiver = receiver
            let signalled = await withTaskCancellationHandler {
                await receiver.wait()
            } onCancel: {
                receiver.cancel()
            }
            return signalled && !Task.isCancelled ? () : nil
        }

        public mutating func next() async -> Void? {
            await next(isolation: nil)
        }
    }

    /// The subscriptions, and the watcher's wait if it is waiting. Freed with
    /// the iterator, which cancels the subscriptions.
    final class Receiver: Sendable {
        private struct State {
            var waiting: UnsafeContinuation<Bool, Never>?
            var cancelled = false
        }

        private let state = Locked.make(State())
        private let subscriptions: [BroadcastSubscription]

        init(_ broadcasts: [Broadcast]) {
            let state = state
            // A send that finds no one waiting is dropped: there is no demand.
            let receive: @Sendable () -> Void = {
                state.withLock { state -> UnsafeContinuation<Bool, Never>? in
                    defer { state.waiting = nil }
                    return state.waiting
                }?.resume(returning: true)
            }
            subscriptions = broadcasts.map { $0.subscribe(receive) }
        }

        /// Returns true at the next send, false at cancellation.
        func wait() async -> Bool {
            await withUnsafeContinuation { continuation in
                state.withLock { state -> UnsafeContinuation<Bool, Never>? in
                    if state.cancelled { return continuation }
                    state.waiting = continuation
                    return nil
                }?.resume(returning: false)
            }
        }

        /// Ends the wait, now or when it starts, and the subscription.
        func cancel() {
            for subscription in subscriptions { subscription.cancel() }
            state.withLock { state -> UnsafeContinuation<Bool, Never>? in
                state.cancelled = true
                defer { state.waiting = nil }
                return state.waiting
            }?.resume(returning: false)
        }
    }
}
