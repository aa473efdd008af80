internal import CrashContext
import Dispatch
import ViewGraph
import Workloads

/// Times every step of `section` under each of its combinations, as
/// docs/command-line.md's timing section says it: calibrated iterations per sample, warm-up, several samples,
/// combinations interleaved sample by sample; then checks again for stale views.
///
/// Every timed repetition does what the counted run did: a step is undone
/// after each repetition, repeated in place when each repetition runs the
/// bodies its counted run ran, or else timed on a screen rebuilt and replayed
/// outside the timed region; a repetition that runs other bodies is a failed
/// measurement, never a number.
func time(_ section: inout BodyReport.Section, samples: Int, minTime: UInt64, progress: RunProgress? = nil) {
    let workload = section.workload
    let size = section.size
    let sink = Sink()
    defer { sink.publish() }
    // A14: a screen whose counted run found blocks on the main dispatch queue
    // drains it in every repetition too; the others skip the run loop's pass.
    let drains = Set(section.rows.filter { $0.counts.mainQueueBlocks > 0 }.map(\.combination))
    var sessions = section.combinations.map { combination in
        Replay(workload: workload, combination: combination, size: size, earlier: [], drainsMainQueue: drains.contains(combination))
            .session(through: nil)
    }
    var methods: [(step: String, combination: Combination, method: TimingMethod)] = []
    var failures: [String] = []
    for (index, step) in ([launchStep] + section.steps).enumerated() {
        let earlier = Array(section.steps.prefix(max(0, index - 1)))
        var samplers: [(position: Int, sampler: Sampler)] = []
        for (column, combination) in section.combinations.enumerated() {
            guard let position = section.rows.firstIndex(where: { $0.step == step && $0.combination == combination })
            else { continue }
            let replay = Replay(
                workload: workload, combination: combination, size: size, earlier: earlier, drainsMainQueue: drains.contains(combination))
            let expected = section.rows[position].counts.footprint
            let method = TimingMethod.choose(for: step, of: workload, expecting: expected, on: sessions[column], replay)
            methods.append((step, combination, method))
            // An undone step is timed from where the counted run stood before it,
            // where its probes leave the screen; a rebuilt or refused one leaves the
            // live screen off its path, brought to where the counted run left it.
            if method.leavesScreenOffItsPath { sessions[column] = replay.session(through: step) }
            if case .refused(let why) = method {
                section.rows[position].timingFailure = why
                continue
            }
            let sampler = Sampler(
                step: step, method: method, expected: expected, session: sessions[column], replay: replay, sink: sink)
            samplers.append((position, sampler))
        }
        // Calibration doubles as warm-up: each sampler ends with a sample of at least minTime.
        let timed = samplers.map { _, sampler in
            Timed.calibrated(minTime: minTime) { iterations in
                crash_context_set_step("\(workload.name) \(step), \(sampler.replay.combination), timing")
                return sampler.sample(iterations)
            }
        }
        let timings = sampleInterleaved(timed, samples: samples) { sample in
            progress?.report("\(workload.name) size \(size) · \(step) · sample \(sample + 1) of \(samples)")
        }
        for (index, (position, sampler)) in samplers.enumerated() {
            let timing = timings[index]!
            let alone = AloneCheck.time(step, sampler.method, on: sampler.session, sampler.replay)
            section.rows[position].alone = alone
            // Each repetition of an undone step was undone: the step once more
            // brings the screen to where the counted run left it, for the next step.
            if case .undone = sampler.method { _ = sampler.session.perform(step) }
            let disowned = AloneCheck.judgedWithin.flatMap { AloneCheck.problem(median: timing.median, alone: alone, within: $0) }
            if let failure = sampler.failure ?? disowned {
                let combination = section.rows[position].combination
                section.rows[position].timingFailure = failure
                failures.append("\(step) (\(combination)): \(failure)")
                // A repetition that did something else was not timed the way
                // its note would say; a median the run timed alone disowns
                // (a load, a slow machine) was timed that way, and its note stays.
                if sampler.failure != nil { methods.removeAll { $0.step == step && $0.combination == combination } }
            } else {
                section.rows[position].timing = timing
            }
        }
    }
    crash_context_set_step(nil)
    // G6 after timing: a view left stale by thousands of steps fails the run too.
    for (combination, session) in zip(section.combinations, sessions) {
        let stale = session.staleViews()
        if !stale.isEmpty, let last = section.rows.lastIndex(where: { $0.combination == combination }) {
            // Each view once: its counted run may have found it already.
            let row = section.rows[last], expected = workload.expectedStale(after: row.step, in: combination)
            let screens = stale.filter { !$0.inThePort && !row.stale.contains($0) }
            section.rows[last].stale += screens
            section.rows[last].unexpectedStale += screens.filter { !expected.contains($0.view) }
            section.rows[last].portStale += stale.filter { $0.inThePort && !row.portStale.contains($0) }
        }
        session.tearDown()
    }
    section.timingNotes = timingNotes(methods, size: size) + failures
}

/// How a step is timed so that every repetition does what its counted run did.
enum TimingMethod: Hashable {
    /// Each iteration builds a new screen and model outside the timed region, then times its launch.
    case launch
    /// Each repetition is followed by the step that undoes it, outside the timed region.
    case undone(by: String)
    /// Repeated on the same screen: each repetition ran the bodies the counted run ran.
    case repeated
    /// Each iteration rebuilds the screen and replays the steps before it outside
    /// the timed region, because a repetition in place did something else:
    /// `ran 0 bodies where its counted run ran 3`.
    case rebuilt(because: String)
    /// Not timed, for the reason given.
    case refused(String)

    /// How `step` is timed: its undo if it has one, in place if two repetitions
    /// there do what its counted run did, else on a rebuilt screen if a rebuilt
    /// and replayed run does; else refused. The probes run on `session` (or on
    /// a rebuilt one) outside any timed region.
    static func choose(
        for step: String, of workload: Workload, expecting expected: Footprint, on session: Session, _ replay: Replay
    ) -> TimingMethod {
        if step == launchStep { return .launch }
        var did = expected
        if let inverse = workload.inverse(of: step) {
            for _ in 0..<2 where did == expected {
                did = Footprint(session.perform(step))
                _ = session.perform(inverse)
            }
            if did == expected { return .undone(by: inverse) }
        } else {
            for _ in 0..<2 where did == expected { did = Footprint(session.perform(step)) }
            if did == expected { return .repeated }
        }
        let rebuilt = replay.session(through: nil)
        defer { rebuilt.tearDown() }
        let again = Footprint(rebuilt.perform(step))
        guard again == expected else {
            // A step with an undo is timed with it, the screen put back between repetitions.
            let undo = workload.inverse(of: step) == nil ? "; give it an undo (undo: naming the step that puts the screen back) and it is timed with it" : ""
            return .refused(
                "not timed: repeated in place it \(did.difference(from: expected)), and on a rebuilt screen it \(again.difference(from: expected)); a step that does something else each time cannot be timed\(undo)")
        }
        return .rebuilt(because: did.difference(from: expected))
    }

    /// Whether the live screen is no longer where the counted run left it
    /// after this method's probes: it is then replayed up to the step.
    var leavesScreenOffItsPath: Bool {
        switch self {
        case .launch, .repeated, .undone: false
        case .rebuilt, .refused: true
        }
    }
}

/// A screen made anew and brought to where the counted run stood before a
/// step: launched, then the steps before it run in order.
struct Replay {
    let workload: Workload
    let combination: Combination
    let size: Int
    let earlier: [String]
    /// Whether its screens drain the main dispatch queue, as the counted run's did (A14).
    let drainsMainQueue: Bool

    /// A new screen, not launched.
    func unlaunched() -> Session {
        let session = workload.session(combination, size: size)
        session.graph.drainsMainQueue = drainsMainQueue
        return session
    }

    /// A new launched screen after the steps before the step, and `step` too if given.
    func session(through step: String?) -> Session {
        let session = unlaunched()
        _ = session.launch()
        for earlier in earlier + (step.map { [$0] } ?? []) { _ = session.perform(earlier) }
        return session
    }
}

/// What a step did in one run, as timing compares a repetition with the
/// counted run: the bodies it ran, the views it tore down, the actions and
/// tasks it ran, and the controls it looked for and did not find. A tap on a
/// button that is gone runs no body, as a tap that closes a sheet may not:
/// what it did not find tells them apart.
struct Footprint: Equatable {
    let bodies: Int
    let removed: Int
    let actions: Int
    let tasks: Int
    let unfound: Int
    /// The views alive after it: a step that leaves another screen (one more
    /// row, one screen fewer on a stack) did something else (A13).
    let views: Int

    init(_ flush: Flush) {
        bodies = flush.recomputes
        removed = flush.removed
        actions = flush.actions + flush.stoppedActions.count
        tasks = flush.tasksStarted + flush.tasksCancelled
        unfound = flush.unfoundControls.count
        views = flush.liveViews
    }

    /// How this run differs from `counted`, in words, the first way it does:
    /// `ran 0 bodies where its counted run ran 3`.
    func difference(from counted: Footprint) -> String {
        if unfound != counted.unfound {
            return unfound > counted.unfound
                ? "found no control to act on where its counted run found one"
                : "found a control its counted run did not"
        }
        if bodies != counted.bodies { return "ran \(count(bodies, "body", "bodies")) where its counted run ran \(counted.bodies)" }
        if removed != counted.removed { return "tore down \(count(removed, "view", "views")) where its counted run tore down \(counted.removed)" }
        if actions != counted.actions { return "ran \(count(actions, "action", "actions")) where its counted run ran \(counted.actions)" }
        if views != counted.views { return "left \(count(views, "view", "views")) on the screen where its counted run left \(counted.views)" }
        return "started or cancelled \(count(tasks, "task", "tasks")) where its counted run did \(counted.tasks)"
    }
}

/// `1 body`, `3 bodies`.
private func count(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

/// How each step was timed, in words for the report: a line for the launch,
/// one per step undone or rebuilt, one for the steps repeated in place, and
/// one per step not timed or whose timing failed. Combinations are named when
/// a step was timed one way in some and another way in others.
func timingNotes(_ methods: [(step: String, combination: Combination, method: TimingMethod)], size: Int) -> [String] {
    var notes: [String] = []
    var repeated: [String] = []
    var order: [String] = []
    var byStep: [String: [(Combination, TimingMethod)]] = [:]
    for (step, combination, method) in methods {
        if byStep[step] == nil { order.append(step) }
        byStep[step, default: []].append((combination, method))
    }
    for step in order {
        let all = byStep[step]!
        var kinds: [TimingMethod] = []
        for (_, method) in all where !kinds.contains(method) { kinds.append(method) }
        for method in kinds {
            let under = all.filter { $0.1 == method }.map(\.0)
            let which = kinds.count == 1 ? "" : " (\(under.map(\.description).joined(separator: ", ")))"
            switch method {
            case .launch:
                notes.append("launch\(which): each iteration builds a new screen and model outside the timed region, then times its launch")
            case .undone(let inverse):
                notes.append("\(step)\(which): timed one step at a time, each followed by \(inverse) outside the timed region, so every step starts from the same screen (size \(size))")
            case .repeated where kinds.count == 1:
                repeated.append(step)
            case .repeated:
                notes.append("\(step)\(which): repeated on the same screen; every repetition ran the bodies its counted run ran")
            case .rebuilt(let why):
                notes.append("\(step)\(which): repeated in place it \(why), so each iteration rebuilds the screen and replays the steps before it outside the timed region")
            case .refused(let why):
                notes.append("\(step)\(which): \(why)")
            }
        }
    }
    if !repeated.isEmpty {
        notes.insert(
            "\(repeated.joined(separator: ", ")): repeated on the same screen; every repetition ran the bodies its counted run ran",
            at: min(1, notes.count))
    }
    return notes
}

/// Takes timing samples of one step under one combination, and checks that
/// every repetition did what the step's counted run did.
final class Sampler {
    let step: String
    let method: TimingMethod
    let expected: Footprint
    let session: Session
    let replay: Replay
    let sink: Sink
    /// What a repetition did that differed from the counted run, if one did.
    private var differing: Footprint?

    init(step: String, method: TimingMethod, expected: Footprint, session: Session, replay: Replay, sink: Sink) {
        self.step = step
        self.method = method
        self.expected = expected
        self.session = session
        self.replay = replay
        self.sink = sink
    }

    /// Why the samples are no measurement: a repetition did something else
    /// than the counted run; nil when every one did the same.
    var failure: String? {
        differing.map { "a timed repetition \($0.difference(from: expected)): a failed measurement, not reported" }
    }

    /// Keeps `flush`'s bodies for the sink, and notes a repetition that did
    /// something else than the counted run.
    @inline(__always)
    private func check(_ flush: Flush) {
        let did = Footprint(flush)
        if did != expected { differing = did }
        sink.consume(did.bodies)
    }

    /// Nanoseconds taken by `iterations` steps.
    func sample(_ iterations: Int) -> UInt64 {
        var elapsed: UInt64 = 0
        switch method {
        case .launch:
            for _ in 0..<iterations {
                let fresh = replay.unlaunched()
                let start = now()
                let flush = fresh.launch()
                elapsed += now() - start
                check(flush)
                fresh.tearDown()
            }
        case .undone(let inverse):
            for _ in 0..<iterations {
                let start = now()
                let flush = session.perform(step)
                elapsed += now() - start
                check(flush)
                sink.consume(session.perform(inverse).recomputes)
            }
        case .repeated:
            let start = now()
            for _ in 0..<iterations { check(session.perform(step)) }
            elapsed = now() - start
        case .rebuilt:
            for _ in 0..<iterations {
                let fresh = replay.session(through: nil)
                let start = now()
                let flush = fresh.perform(step)
                elapsed += now() - start
                check(flush)
                fresh.tearDown()
            }
        case .refused:
            break
        }
        return elapsed
    }
}
