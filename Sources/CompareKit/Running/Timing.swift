import Dispatch
@_spi(Graph) import ViewGraph
import Workloads

/// Times every step of `section` under each of its combinations, as the
/// README's timing section says: calibrated iterations per sample, warm-up, several samples,
/// combinations interleaved sample by sample; then checks again for stale views.
func time(_ section: inout BodyReport.Section, samples: Int, minTime: UInt64, progress: RunProgress? = nil) {
    let workload = section.workload
    let size = section.size
    let sink = Sink()
    defer { sink.publish() }
    let sessions = section.combinations.map { combination in
        let session = workload.session(combination, size: size)
        _ = session.launch()
        return session
    }
    for step in [launchStep] + section.steps {
        let samplers = zip(section.combinations, sessions).map { combination, session in
            Sampler(workload: workload, combination: combination, size: size, session: session, step: step, sink: sink)
        }
        // Calibration doubles as warm-up: each sampler ends with a sample of at least minTime.
        let iterations = samplers.map { $0.calibrate(minTime: minTime) }
        var perStep = Array(repeating: [Double](), count: samplers.count)
        for sample in 0..<samples {
            progress?.report("\(workload.name) size \(size) · \(step) · sample \(sample + 1) of \(samples)")
            for (index, sampler) in samplers.enumerated() {
                perStep[index].append(Double(sampler.sample(iterations[index])) / Double(iterations[index]))
            }
        }
        for (index, combination) in section.combinations.enumerated() {
            guard let position = section.rows.firstIndex(where: { $0.step == step && $0.combination == combination })
            else { continue }
            section.rows[position].timing = Timing(perStep[index], iterations: iterations[index])
        }
    }
    // G6 after timing: a view left stale by thousands of steps fails the run too.
    for (combination, session) in zip(section.combinations, sessions) {
        let stale = session.staleViews()
        if !stale.isEmpty, let last = section.rows.lastIndex(where: { $0.combination == combination }) {
            section.rows[last].stale += stale
        }
        session.tearDown()
    }
    section.timingNotes = timingNotes(workload, steps: section.steps, size: size)
}

/// How each kind of step was timed, in words for the report.
func timingNotes(_ workload: Workload, steps: [String], size: Int) -> [String] {
    var notes = ["launch: each iteration builds a new screen and model outside the timed region, then times its launch"]
    for step in steps {
        if let inverse = workload.inverse(of: step) {
            notes.append("\(step): timed one step at a time, each followed by \(inverse) outside the timed region, so every step starts from the same screen (size \(size))")
        }
    }
    return notes
}

/// Takes timing samples of one step under one combination.
struct Sampler {
    let workload: Workload
    let combination: Combination
    let size: Int
    let session: Session
    let step: String
    let sink: Sink

    /// Finds how many iterations make one sample last at least `minTime`.
    func calibrate(minTime: UInt64) -> Int {
        CompareKit.calibrate(minTime: minTime, sample)
    }

    /// Nanoseconds taken by `iterations` steps.
    func sample(_ iterations: Int) -> UInt64 {
        var elapsed: UInt64 = 0
        if step == launchStep {
            for _ in 0..<iterations {
                let fresh = workload.session(combination, size: size)
                let start = now()
                let flush = fresh.launch()
                elapsed += now() - start
                sink.consume(flush.recomputes)
                fresh.tearDown()
            }
        } else if let inverse = workload.inverse(of: step) {
            for _ in 0..<iterations {
                let start = now()
                let flush = session.perform(step)
                elapsed += now() - start
                sink.consume(flush.recomputes &+ session.perform(inverse).recomputes)
            }
        } else {
            let start = now()
            for _ in 0..<iterations {
                sink.consume(session.perform(step).recomputes)
            }
            elapsed = now() - start
        }
        return elapsed
    }
}

/// How many iterations make one sample (`sample(iterations)` nanoseconds) last
/// at least `minTime`; the samples taken to find out are the warm-up.
///
/// A first run is often slow (lazy binding, caches, first allocations), so a
/// count is accepted only when a second sample confirms it: one slow sample
/// would otherwise leave every later sample a single, noisy iteration.
func calibrate(minTime: UInt64, _ sample: (Int) -> UInt64) -> Int {
    var iterations = 1
    while true {
        let elapsed = sample(iterations)
        if elapsed >= minTime {
            let again = sample(iterations)
            if again >= minTime / 2 { return iterations }
            iterations = grown(iterations, by: Double(minTime) / Double(max(again, 1)))
            continue
        }
        iterations = grown(iterations, by: Double(minTime) / Double(max(elapsed, 1)))
    }
}

/// `iterations` scaled towards a sample of the wanted length, at least doubled
/// and at most multiplied a hundredfold.
private func grown(_ iterations: Int, by scale: Double) -> Int {
    Int(min(Double(iterations) * max(2, min(scale * 1.2, 100)), 1e9))
}

/// A monotonic clock in nanoseconds.
@inline(__always)
func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Where timed results go, so that the optimiser cannot remove the work.
///
/// One per timing run, used on the thread that times.
public final class Sink {
    private var total = 0

    /// Adds `value` to what the sink holds, so that the work that made it stays.
    @inline(never)
    public func consume(_ value: Int) {
        total &+= value
    }

    /// Makes the total observable, so that nothing fed to the sink is dead code.
    @inline(never)
    func publish() {
        if total == Int.min { print("sink: \(total)") }
    }
}
