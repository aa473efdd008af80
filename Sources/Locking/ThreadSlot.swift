#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One word that each thread keeps for itself, in a POSIX thread-specific
/// key: what a session is running under (its strategy, its `@State`), and
/// what a count or a recording under way on this thread adds to. Zero on a
/// thread that set nothing. Made once, as a `static let`, and never freed.
public struct ThreadSlot: @unchecked Sendable {
    // Sendable: the key is a number; each thread reads only its own word.
    @usableFromInline let key: pthread_key_t

    /// A slot of its own, zero on every thread.
    public init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// This thread's word.
    @inlinable public var word: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        nonmutating set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// This thread's word, as a pointer; nil for zero.
    @inlinable public var pointer: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }

    /// Sets this thread's word to `word` and returns the one it replaces, for
    /// ``restore(_:from:)``: what a caller that cannot wrap its work in a closure
    /// (``with(_:_:)``) calls on the way in. A word already set is not set again.
    @inlinable
    public func exchange(_ word: Int) -> Int {
        let outer = self.word
        if outer != word { self.word = word }
        return outer
    }

    /// Sets this thread's word back to `outer`, which ``exchange(_:)`` returned
    /// when it set `word`.
    @inlinable
    public func restore(_ outer: Int, from word: Int) {
        if outer != word { self.word = outer }
    }

    /// Runs `body` with this thread's word set to `word`, then sets it back.
    @inlinable
    public func with<Result>(_ word: Int, _ body: () throws -> Result) rethrows -> Result {
        let outer = exchange(word)
        defer { restore(outer, from: word) }
        return try body()
    }
}
