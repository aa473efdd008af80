#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// State guarded by a POSIX mutex, the state and the mutex in one allocation.
///
/// Synchronization's `Mutex` guards just as well, but on Linux the thread
/// sanitizer cannot see its lock (it is built into an uninstrumented library)
/// and reports races that are not there; it does see a pthread mutex. One
/// type, in a module that is no product, shared by the strategies and the
/// graph, as swift-collections shares its plumbing.
///
/// Public and inlinable rather than package: the compiler specialises a
/// package function's inlinable body in no other module, and an unspecialised
/// `withLock` looked up its state's metadata on every call (an object-level
/// launch of tally's 4 views, 0.4 µs). No product re-exports this module.
public struct Locked<State>: @unchecked Sendable {
    // Sendable by the lock: the state is reached only inside `withLock`.
    @usableFromInline let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    /// A lock guarding `state`.
    @inlinable
    public static func make(_ state: State) -> Locked<State> {
        let storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in state }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        }
        return Locked(storage: storage)
    }

    /// Runs `body` with the state, holding the lock.
    @inlinable
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }

    /// The state as the header, the mutex as the one element.
    @usableFromInline
    final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        deinit {
            // ManagedBuffer destroys the header (the state) itself; the element is ours.
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }
}
