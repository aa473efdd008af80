#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScopeThread

/// The thread-local slot that holds the innermost active tracking scope (P1).
///
/// A C thread-local variable points at a small per-thread record: reading the
/// current scope is one thread-local load and a field load, so an `access`
/// outside any scope costs next to nothing. A POSIX key holds the record too,
/// for its destructor, which frees it when the thread ends.
@usableFromInline
enum ScopeSlot {
    /// What one thread knows: its innermost scope, and a spare access list.
    @usableFromInline
    final class Scopes {
        /// Unretained: a scope is alive while it is current (see `collect`).
        @usableFromInline @exclusivity(unchecked) var current: Unmanaged<AccessList>?
        /// An access list kept for the next scope, saving an allocation.
        @exclusivity(unchecked) var spare: AccessList?
    }

    /// The key whose destructor frees a thread's record when the thread ends,
    /// and sets the thread-local variable back to null: a destructor of
    /// another key that tracks afterwards makes a new record, never reads a freed one.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { scopes in
            // The thread is ending: release its record.
            scope_thread_set(nil)
            if let scopes { Unmanaged<Scopes>.fromOpaque(scopes).release() }
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's record, made on first use; unretained, since the thread
    /// holds it until it ends.
    private static var scopes: Unmanaged<Scopes> {
        if let raw = scope_thread_get() { return Unmanaged.fromOpaque(raw) }
        let scopes = Unmanaged.passRetained(Scopes())
        pthread_setspecific(key, scopes.toOpaque())
        scope_thread_set(scopes.toOpaque())
        return scopes
    }

    /// P1: records that `keyPath` of `context`'s model was read, in the
    /// innermost scope of this thread; outside any scope, records nothing and
    /// makes no key path. The record and the scope are borrowed, not retained:
    /// the thread holds the one, and the scope is alive while it is current.
    @inlinable
    static func record(_ context: Registrar.Context, _ keyPath: () -> AnyKeyPath) {
        guard let raw = scope_thread_get() else { return }
        unowned(unsafe) let scopes = Unmanaged<Scopes>.fromOpaque(raw).takeUnretainedValue()
        guard let current = scopes.current else { return }
        record(in: current, context, keyPath())
    }

    /// Records the read in `current`, the innermost scope: the path taken
    /// inside a scope, kept out of line. The key path, made by the getter, is
    /// handed over, so that the list keeps it without a retain and a release.
    @usableFromInline
    static func record(in current: Unmanaged<AccessList>, _ context: Registrar.Context, _ keyPath: consuming AnyKeyPath) {
        // The scope is borrowed, not retained around the call; the key path
        // is moved through the closure, not copied.
        var keyPath = Optional(consume keyPath)
        current._withUnsafeGuaranteedRef { $0.record(context, keyPath.take()!) }
    }

    /// Runs `body` in a new scope nested in the current one, then hands what it
    /// read to `settle` (which installs observers), and returns both results.
    ///
    /// The access list is the thread's spare, reset and kept again afterwards:
    /// `settle` must not keep it.
    static func withScope<T, S>(
        _ body: () -> T, settle: (AccessList) -> S
    ) -> (value: T, settled: S) {
        unowned(unsafe) let scopes = scopes.takeUnretainedValue()
        let enclosing = scopes.current
        // Moved out of the record and back: the spare is never retained twice.
        let scope = scopes.spare.take() ?? AccessList(enclosing: nil)
        if let enclosing { scope.enclosing = enclosing.takeUnretainedValue() }
        scopes.current = Unmanaged.passUnretained(scope)
        // `scope` is held here until it is kept as the spare below, so it
        // outlives `body` without a call to extend its lifetime.
        let value = body()
        scopes.current = enclosing
        if let enclosing { scope.merge(into: enclosing.takeUnretainedValue()) }
        let settled = settle(scope)
        scope.reset()
        scopes.spare = consume scope
        return (value, settled)
    }
}
