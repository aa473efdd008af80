internal import Locking

/// One value of `Value` per thread, or none, one `pthread_getspecific` away:
/// what a session runs under (its strategy, its equality rule), read by each
/// model it makes.
struct ThreadValue<Value: CaseIterable & Equatable>: Sendable {
    private let slot = ThreadSlot()

    /// This thread's value; nil when none was set.
    var value: Value? {
        get {
            let raw = slot.word
            return raw == 0 ? nil : Value.allCases[Value.allCases.index(Value.allCases.startIndex, offsetBy: raw - 1)]
        }
        nonmutating set {
            slot.word = newValue.map { Value.allCases.distance(from: Value.allCases.startIndex, to: Value.allCases.firstIndex(of: $0)!) + 1 } ?? 0
        }
    }

    /// Runs `body` with this thread's value set to `value`, then puts back the one before.
    func with<Result>(_ value: Value, _ body: () throws -> Result) rethrows -> Result {
        let outer = self.value
        self.value = value
        defer { self.value = outer }
        return try body()
    }
}
