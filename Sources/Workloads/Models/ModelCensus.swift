internal import Locking

/// Counts the models initialised on this thread while a session counts them:
/// what a step's `models_initialised` column says. A `@State` of a model
/// class under the property wrapper makes one at every initialisation of its
/// view, where the `@State` macro makes one per identity.
///
/// Only ``Model``s are counted (an ``ObservableObject`` has no initialiser of
/// the harness's), and only those made on the session's thread.
enum ModelCensus {
    /// Starts counting on this thread, unless a count is under way: returns
    /// whether this call started one, for ``end(_:)``.
    static func begin() -> Bool {
        guard slot.word == 0 else { return false }
        slot.word = 1
        return true
    }

    /// The models counted since ``begin()`` returned `started`, which ends
    /// the count it started; none inside another count.
    static func end(_ started: Bool) -> Int {
        guard started else { return 0 }
        let made = slot.word - 1
        slot.word = 0
        return made
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
