#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import Locking

/// What the process has had of the processor and the kernel so far: the
/// page faults it took, the time it ran its own code, and the time the kernel
/// spent on its behalf. The difference over a first run says how much of it
/// was the kernel handing out fresh memory, a page at a time, which a run on
/// memory used before does not pay, and how much the run's own code took,
/// whatever the machine's load.
package struct ResourceUse: Sendable {
    /// Page faults served without reading from disk: a first touch of a page.
    let pageFaults: Int
    /// Time spent in the kernel, in nanoseconds.
    let kernelNanoseconds: Double
    /// Time spent running the process's own code, in nanoseconds.
    var userNanoseconds: Double = 0

    /// The process's use so far.
    static func now() -> ResourceUse {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        return ResourceUse(
            pageFaults: Int(usage.ru_minflt),
            kernelNanoseconds: Double(usage.ru_stime.tv_sec) * 1e9 + Double(usage.ru_stime.tv_usec) * 1e3,
            userNanoseconds: Double(usage.ru_utime.tv_sec) * 1e9 + Double(usage.ru_utime.tv_usec) * 1e3)
    }

    /// The use between `earlier` and this.
    static func - (later: ResourceUse, earlier: ResourceUse) -> ResourceUse {
        ResourceUse(
            pageFaults: later.pageFaults - earlier.pageFaults, kernelNanoseconds: later.kernelNanoseconds - earlier.kernelNanoseconds,
            userNanoseconds: later.userNanoseconds - earlier.userNanoseconds)
    }
}

/// The processor time of the timed regions run since ``take()``: a timed
/// operation that makes what it times outside its clock (a screen of a
/// million rows, made before the launch and torn down after it) measures its
/// clocked part with ``measure(_:)``, so that its first run's user and kernel
/// time are the clocked part's alone, within its wall time.
package enum TimedRegions {
    private static let used = Locked<ResourceUse?>.make(nil)

    /// Runs `body`, a clocked region, adding what it had of the processor.
    package static func measure<Result>(_ body: () -> Result) -> Result {
        let before = ResourceUse.now()
        let result = body()
        let use = ResourceUse.now() - before
        used.withLock { total in total = total.map { $0 + use } ?? use }
        return result
    }

    /// What the regions measured since the last take had, or nil if none was.
    package static func take() -> ResourceUse? {
        used.withLock { total in
            defer { total = nil }
            return total
        }
    }
}

extension ResourceUse {
    static func + (one: ResourceUse, other: ResourceUse) -> ResourceUse {
        ResourceUse(
            pageFaults: one.pageFaults + other.pageFaults, kernelNanoseconds: one.kernelNanoseconds + other.kernelNanoseconds,
            userNanoseconds: one.userNanoseconds + other.userNanoseconds)
    }
}
