#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-local slot that holds the innermost active tracking scope (P1).
///
/// One POSIX thread-specific key points at a small per-thread record: reading
/// the current scope is one `pthread_getspecific` and a field load, so an
/// `access` outside any scope costs next to nothing.
@usableFromInline
enum ScopeSlot {
    /// What one thread knows: its innermost scope, and a spare access list.
    final class Scopes {
        /// Unretained: a scope is alive while it is current (see `collect`).
        @exclusivity(unchecked) var current: Unmanaged<AccessList>?
        /// An access list kept for the next scope, saving an allocation.
        @exclusivity(unchecked) var spare: AccessList?
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { scopes in
            // The thread is ending: release its record.
            if let scopes { Unmanaged<Scopes>.fromOpaque(scopes).release() }
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's record, made on first use.
    private static var scopes: Scopes {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<Scopes>.fromOpaque(raw).takeUnretainedValue()
        }
        let scopes = Scopes()
        pthread_setspecific(key, Unmanaged.passRetained(scopes).toOpaque())
        return scopes
    }

    /// The innermost scope active on this thread, if any.
    @usableFromInline
    static var current: AccessList? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Scopes>.fromOpaque(raw).takeUnretainedValue().current?.takeUnretainedValue()
    }

    /// Runs `body` in a new scope nested in the current one, then hands what it
    /// read to `settle` (which installs observers), and returns both results.
    ///
    /// The access list is the thread's spare, reset and kept again afterwards:
    /// `settle` must not keep it.
    static func withScope<T, S>(
        _ body: () -> T, settle: (AccessList) -> S
    ) -> (value: T, settled: S) {
        let scopes = scopes
        let enclosing = scopes.current
        let scope = scopes.spare ?? AccessList(enclosing: nil)
        scopes.spare = nil
        scope.enclosing = enclosing?.takeUnretainedValue()
        scopes.current = Unmanaged.passUnretained(scope)
        let value = withExtendedLifetime(scope) { body() }
        scopes.current = enclosing
        if let enclosing { scope.merge(into: enclosing.takeUnretainedValue()) }
        let settled = settle(scope)
        scope.reset()
        scopes.spare = scope
        return (value, settled)
    }
}
