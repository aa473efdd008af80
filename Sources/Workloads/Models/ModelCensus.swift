internal import Locking

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
        if slot.word != 0 { return (body(), 0) }
        slot.word = 1
        let result = body()
        let made = slot.word - 1
        slot.word = 0
        return (result, made)
    }

    /// Counts one model initialised, if a count is under way on this thread.
    @usableFromInline
    static func noteInitialised() {
        let count = slot.word
        if count != 0 { slot.word = count + 1 }
    }

    /// One more than the models counted so far on this thread; 0 when no count is under way.
    private static let slot = ThreadSlot()
}
