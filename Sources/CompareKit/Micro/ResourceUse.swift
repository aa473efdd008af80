#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process has had of the processor and the kernel so far: the
/// page faults it took, the time it ran its own code, and the time the kernel
/// spent on its behalf. The difference over a first run says how much of it
/// was the kernel handing out fresh memory, a page at a time, which a run on
/// memory used before does not pay, and how much the run's own code took,
/// whatever the machine's load.
struct ResourceUse {
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
