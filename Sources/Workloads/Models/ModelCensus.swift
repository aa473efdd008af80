#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the models initialised on this thread while a session counts them:
/// what a step's `models_initialised` column says. A `@State` of a model
/// class under the property wrapper makes one at every initialisation of its
/// view, where the `@State` macro makes one per identity.
///
/// Only ``Model``s are counted (an ``ObservableObject`` has no initialiser of
/// the harness's), and only those made on the session's thread.
enum ModelCensus {
    /// Runs `body`, and returns what it returned with how many models it
    /// initialised; inside another count, none: that count has them.
    static func counting<Result>(_ body: () -> Result) -> (Result, Int) {
        if pthread_getspecific(key) != nil { return (body(), 0) }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        let result = body()
        let made = Int(bitPattern: pthread_getspecific(key)) - 1
        pthread_setspecific(key, nil)
        return (result, made)
    }

    /// Counts one model initialised, if a count is under way on this thread.
    @usableFromInline
    static func noteInitialised() {
        guard let count = pthread_getspecific(key) else { return }
        pthread_setspecific(key, count + 1)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}
