import Foundation
import ViewGraph

#if canImport(Combine)
// On Apple's platforms the publishers are Combine's, whose timer this reads the interval of.
import Combine
#endif

// What a view receives from a publisher, as SwiftUI's `.onReceive`, and the
// one publisher whose values a screen can be given here: a timer's, as
// Combine's `Timer.publish(every:on:in:).autoconnect()` makes. Time passes
// only when a step says so (``Step/wait(_:as:_:)``): each timer on screen
// then fires once for each of its intervals that ended, and its action runs
// with the time it fired at, as a button's runs when tapped.

/// A publisher that fires every `interval` seconds.
protocol Ticking {
    var interval: TimeInterval { get }
}

#if !canImport(Combine)
// Where there is no Combine (Linux), the publishers a screen writes, as Combine names them.

/// What sends values to a view, as Combine's `Publisher`: here a timer's
/// (``Foundation/Timer/publish(every:tolerance:on:in:)``) fires when a step
/// waits; any other compiles, and sends nothing.
public protocol Publisher {
    /// What it sends.
    associatedtype Output
    /// How it fails; a view receives only from one that never does.
    associatedtype Failure: Error
}

/// The publishers that wrap another, as Combine's `Publishers`.
public enum Publishers {
    /// A publisher connected at its first subscriber, as Combine's `autoconnect()` makes.
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
    }
}

extension Timer {
    /// A timer's values, as Combine's `Timer.TimerPublisher`: the time at
    /// each firing, every ``interval`` seconds, once connected.
    public final class TimerPublisher: Publisher, Ticking, @unchecked Sendable {  // immutable
        public typealias Output = Date
        public typealias Failure = Never
        /// The seconds between firings.
        public let interval: TimeInterval

        init(interval: TimeInterval) {
            self.interval = interval
        }

        /// This timer, connected at its first subscriber.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }
    }

    /// A timer that fires every `interval` seconds: when a step waits, as
    /// time passes only then.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}
#endif

extension Publishers.Autoconnect: Ticking where Upstream == Timer.TimerPublisher {
    var interval: TimeInterval { upstream.interval }
}

/// What a wait fires: a timer a view receives from, and the view's action.
struct TimerFiring: _Control {
    static var kind: String { "timer" }
    let interval: TimeInterval
    let action: (Date) -> Void
}

/// A view that receives a publisher's values: the view as it is, and, for a
/// timer, a firing a wait acts on.
nonisolated struct ReceivingView<Content: View>: View {
    typealias Body = Never
    let content: Content
    let interval: TimeInterval?
    let action: (Date) -> Void

    static func _expand(_ view: Self, into expansion: inout _Expansion) {
        // G12: the content stays where it stands without the modifier.
        Content._expand(view.content, into: &expansion)
        if let interval = view.interval, interval > 0 {
            expansion.control(TimerFiring(interval: interval, action: view.action), titled: "every \(interval) s")
        }
    }
}

extension View {
    /// This view, running `action` with each value `publisher` sends: a
    /// timer's time at each firing, when a step waits (``Step/wait(_:as:_:)``).
    ///
    /// ```swift
    /// Text(now, style: .time).onReceive(timer) { now = $0 }
    /// ```
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceivingView(
            content: self, interval: (publisher as? any Ticking)?.interval,
            action: { date in if let value = date as? P.Output { action(value) } })
    }
}

/// The time the screen's clock starts at: 2026-01-01 00:00 UTC, the same on
/// every run, so that what a timer hands a view does not depend on the day.
let clockStart = Date(timeIntervalSince1970: 1_767_225_600)

/// The key the screen keeps the seconds waited under.
private let waitedKey = "the seconds waited"

extension Step {
    /// Lets `seconds` pass, as a person does who waits: each timer a view on
    /// screen receives from fires once for each of its intervals that ended,
    /// covered or not, and the view's action runs with the time it fired at
    /// (from 2026-01-01 00:00 UTC, plus the seconds waited so far). Named
    /// `wait-5s`.
    ///
    /// ```swift
    /// Step.wait(5)
    /// ```
    public static func wait(_ seconds: TimeInterval, as name: String? = nil, _ explanation: String? = nil) -> Step {
        let shown = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
        return Step(name ?? "wait-\(shown)s", explanation ?? "waits \(shown) s") { _, screen in
            let waited = screen.graph.shared(waitedKey, initial: 0.0)
            let start = waited.peek(), end = start + seconds
            waited.write(end)
            for timer in screen.graph.everyControl(TimerFiring.self) {
                var firing = (start / timer.interval).rounded(.down) + 1
                while firing * timer.interval <= end {
                    timer.action(clockStart.addingTimeInterval(firing * timer.interval))
                    firing += 1
                }
            }
        }
    }
}
