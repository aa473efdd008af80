#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-local slot that holds the innermost active tracking scope (P1).
///
/// A POSIX thread-specific key: reading it costs a few nanoseconds, so an
/// `access` outside any scope costs next to nothing.
@usableFromInline
enum ScopeSlot {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The innermost scope active on this thread, if any.
    @usableFromInline
    static var current: AccessList? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<AccessList>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with a new scope nested in the current one, and returns what it read.
    static func collect<T>(_ body: () -> T) -> (value: T, accessed: AccessList) {
        let enclosing = current
        let scope = AccessList(enclosing: enclosing)
        // The slot holds an unretained pointer; `scope` stays alive until it is popped.
        pthread_setspecific(key, Unmanaged.passUnretained(scope).toOpaque())
        let value = withExtendedLifetime(scope) { body() }
        pthread_setspecific(key, enclosing.map { Unmanaged.passUnretained($0).toOpaque() })
        if let enclosing { scope.merge(into: enclosing) }
        return (value, scope)
    }
}
