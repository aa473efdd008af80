#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock that is one flag, set by compare-and-exchange: one byte, kept in
/// the object it guards, for state held a few instructions at a time and
/// almost never contended (a registrar's observer list, a graph's inbox),
/// where a mutex's lock and unlock cost more than what they guard. A thread
/// that finds it taken spins, then yields. The thread sanitizer sees its
/// acquire and release, as it sees any atomic's.
public struct FlagLock: ~Copyable, @unchecked Sendable {
    // Sendable: an atomic.
    @usableFromInline let flag = Atomic(false)

    /// A lock not held.
    @inlinable public init() {}

    /// Runs `body` holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        var spins = 0
        while !flag.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            spins += 1
            if spins > 100 { sched_yield() }
        }
        defer { flag.store(false, ordering: .releasing) }
        return try body()
    }
}
