import Dispatch

/// A phase of a flush, as the breakdown of a step names it (issue 41).
package enum FlushPhase: Int, CaseIterable, Sendable {
    /// The invalidations drained from the inbox, marked and put in tree order.
    case mark
    /// The flush's own walk and bookkeeping: what no other phase takes.
    case flush
    /// The tracker's scope around a body, its body and its expansion (split
    /// by ``PhaseClock/split(_:)``).
    case body
    /// What a run made, applied to its view: text, controls, environment,
    /// reactions, and its children kept, made and torn down (G4).
    case reconcile
    /// The run written into the flush's record (``BodyRun``).
    case record
}

/// Clocks a graph's flushes phase by phase: what `compare micro`'s breakdown
/// of a step reads. A graph has none unless one is given (``Graph/phaseClock``);
/// without one, each boundary costs the graph a test for nil.
///
/// Each boundary reads the clock once and charges the time since the last
/// boundary to the phase it ends, so the phases add up to the flush. A read
/// of the clock costs about as long as ``readCost``: each phase is charged one
/// per boundary, counted in ``laps``, for the reader to take off.
package final class PhaseClock {
    /// Nanoseconds charged to each phase, by ``FlushPhase/rawValue``.
    package private(set) var nanoseconds = Array(repeating: UInt64(0), count: FlushPhase.allCases.count)
    /// How many boundaries charged each phase: each one read the clock once.
    package private(set) var laps = Array(repeating: 0, count: FlushPhase.allCases.count)
    /// Nanoseconds of the bodies alone, run again by ``split(_:)``.
    package private(set) var bodiesAlone: Double = 0
    /// Nanoseconds of the bodies run and expanded (`_render`), run again by ``split(_:)``.
    package private(set) var rendered: Double = 0
    /// How many body runs ``split(_:)`` ran again.
    package private(set) var bodyRuns = 0
    private var last: UInt64 = 0
    private var sink = 0

    /// How many times ``split(_:)`` runs a body and its render again, to time one of each.
    package static let replays = 32

    /// Whether ``split(_:)`` runs each body again: off, the other phases
    /// are clocked without the replays' effects on the caches.
    let splitsBodies: Bool

    /// A clock with nothing charged yet, that splits each body phase if `splittingBodies`.
    package init(splittingBodies: Bool = true) {
        splitsBodies = splittingBodies
    }

    /// Nanoseconds since an arbitrary start, monotonic.
    @inline(__always)
    package static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Nanoseconds one read of the clock takes, timed over a million reads.
    package static let readCost: Double = {
        let reads = 1_000_000
        var sum: UInt64 = 0
        let start = now()
        for _ in 0..<reads { sum &+= now() }
        let elapsed = now() - start
        return withExtendedLifetime(sum) { Double(elapsed) / Double(reads) }
    }()

    /// Starts the clock at a flush's beginning: nothing before it is charged.
    package func start() {
        last = Self.now()
    }

    /// Charges the time since the last boundary to `phase`.
    func lap(_ phase: FlushPhase) {
        let time = Self.now()
        nanoseconds[phase.rawValue] &+= time &- last
        laps[phase.rawValue] += 1
        last = time
    }

    /// Times `view`'s body alone and its body run and expanded, each run
    /// ``replays`` times outside any tracking, and restarts the lap after
    /// them: how the body phase splits into the tracker's scope, the body and
    /// its expansion. The bodies a breakdown measures read and write nothing
    /// but the text they show, so running them again changes nothing.
    package func split<V: View>(_ view: V) {
        // A primitive has no body to run again.
        guard splitsBodies, V.Body.self != Never.self else { return }
        let start = Self.now()
        for _ in 0..<Self.replays { sink &+= withExtendedLifetime(_body(of: view)) { 1 } }
        let middle = Self.now()
        for _ in 0..<Self.replays { sink &+= withExtendedLifetime(V._render(view)) { 1 } }
        let end = Self.now()
        bodiesAlone += Double(middle - start) / Double(Self.replays)
        rendered += Double(end - middle) / Double(Self.replays)
        bodyRuns += 1
        last = Self.now()
    }
}
