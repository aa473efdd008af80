import Dispatch

/// One thing the sampler times: a step under a combination, a watcher, an
/// operation of `compare micro`, or an amount measured once a sample.
struct Timed {
    /// The iterations in one sample.
    let iterations: Int
    /// Takes one sample of ``iterations`` iterations: its figure per operation
    /// (nanoseconds, or an amount), or nil when there is none to take.
    let sample: () -> Double?

    /// A subject whose sample is `iterations` runs of `run` (which returns the
    /// nanoseconds they took), each `operations` operations.
    init(iterations: Int, operations: Int = 1, _ run: @escaping (_ iterations: Int) -> UInt64) {
        self.iterations = iterations
        sample = { Double(run(iterations)) / Double(iterations * operations) }
    }

    /// A subject whose sample is `figure`, taken once, not repeated.
    init(figure: @escaping () -> Double?) {
        iterations = 1
        sample = figure
    }

    /// A subject whose iterations make one sample last at least `minTime`,
    /// found by calibrating `run`: the calibration is its warm-up.
    static func calibrated(minTime: UInt64, operations: Int = 1, _ run: @escaping (_ iterations: Int) -> UInt64) -> Timed {
        Timed(iterations: calibrate(minTime: minTime, run), operations: operations, run)
    }
}

/// Takes `samples` samples of every subject, interleaved sample by sample so
/// that drift hits them all alike, and makes each one's figures a ``Timing``
/// (nil for a subject that gave none): the one sampling loop of step timing,
/// `compare watch` and `compare micro`. `progress` hears each sample's
/// number, from 0, before it is taken.
func sampleInterleaved(_ subjects: [Timed], samples: Int, progress: (Int) -> Void = { _ in }) -> [Timing?] {
    var figures = Array(repeating: [Double](), count: subjects.count)
    for sample in 0..<samples {
        progress(sample)
        for (index, subject) in subjects.enumerated() {
            if let figure = subject.sample() { figures[index].append(figure) }
        }
    }
    return zip(subjects, figures).map { subject, figures in
        figures.isEmpty ? nil : Timing(figures, iterations: subject.iterations)
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
package final class Sink {
    private var total = 0

    /// Adds `value` to what the sink holds, so that the work that made it stays.
    @inline(never)
    package func consume(_ value: Int) {
        total &+= value
    }

    /// Makes the total observable, so that nothing fed to the sink is dead code.
    @inline(never)
    func publish() {
        if total == Int.min { print("sink: \(total)") }
    }
}
