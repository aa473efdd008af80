extension Registrar.Context {
    /// The observers of one key path, in the order installed: one word, so
    /// that a model's slots stay small. One view's tracking is held as it is;
    /// a few are an array, searched; past ``indexedFrom``, a list that keeps
    /// each one's position, so that cancelling every one of k observers
    /// costs O(k), not O(k²).
    enum Observers {
        case none
        /// The one observer: a key path that one view reads needs no array.
        case one(Tracking)
        /// Two or more, fewer than ``indexedFrom``, with no holes.
        case few([Tracking])
        /// Many, each one's position kept.
        case many(IndexedObservers)

        /// How many observers a list holds before it keeps their positions: a
        /// key path that a few views read pays for no table.
        static let indexedFrom = 16

        /// How many are installed.
        var count: Int {
            switch self {
            case .none: 0
            case .one: 1
            case .few(let list): list.count
            case .many(let indexed): indexed.count
            }
        }

        mutating func append(_ tracking: Tracking) {
            switch self {
            case .none:
                self = .one(tracking)
            case .one(let only):
                self = .few([only, tracking])
            case .few(var list):
                // Let go of the case's array first, so that appending does not copy it.
                self = .none
                if list.count >= Self.indexedFrom {
                    self = .many(IndexedObservers(list, tracking))
                } else {
                    list.append(tracking)
                    self = .few(list)
                }
            case .many:
                appendToMany(tracking)
            }
        }

        /// Appends to the table of many, read where it lies: binding the case's
        /// object in a mutating method would retain and release it around the call.
        private func appendToMany(_ tracking: Tracking) {
            if case .many(let indexed) = self { indexed.append(tracking) }
        }

        /// Removes `tracking` from the table of many, read where it lies;
        /// returns whether it was there and whether the table is now empty.
        private func removeFromMany(_ tracking: Tracking) -> (removed: Bool, emptied: Bool) {
            guard case .many(let indexed) = self, indexed.remove(tracking) else { return (false, false) }
            return (true, indexed.count == 0)
        }

        /// Removes `tracking`; returns whether it was here.
        mutating func remove(_ tracking: Tracking) -> Bool {
            switch self {
            case .none:
                return false
            case .one(let only):
                guard only === tracking else { return false }
                self = .none
                return true
            case .few(var list):
                guard let position = list.lastIndex(where: { $0 === tracking }) else { return false }
                self = .none
                list.remove(at: position)
                self = list.isEmpty ? .none : .few(list)
                return true
            case .many:
                let (removed, emptied) = removeFromMany(tracking)
                if emptied { self = .none }
                return removed
            }
        }

        /// Removes and returns every observer.
        mutating func takeAll() -> Observers {
            defer { self = .none }
            return self
        }

        /// Calls `body` on every observer, in the order installed.
        func forEach(_ body: (Tracking) -> Void) {
            switch self {
            case .none: break
            case .one(let only): body(only)
            case .few(let list): for tracking in list { body(tracking) }
            case .many(let indexed): for case let tracking? in indexed.list { body(tracking) }
            }
        }

        /// Whether any observer satisfies `predicate`.
        func contains(where predicate: (Tracking) -> Bool) -> Bool {
            switch self {
            case .none: false
            case .one(let only): predicate(only)
            case .few(let list): list.contains(where: predicate)
            case .many(let indexed): indexed.list.contains { $0.map(predicate) ?? false }
            }
        }
    }

    /// Many observers of one key path, in the order installed, each removed in
    /// amortised O(1): each one's position is kept in a table, a removed one
    /// leaves a hole, and the holes are closed once they are three quarters of it.
    final class IndexedObservers {
        // Reached only holding the context's lock, or by the one thread that
        // took the list out to fire it, so the run-time exclusivity check is off.

        /// In the order installed; nil where one was removed.
        @exclusivity(unchecked) private(set) var list: [Tracking?]
        /// Where each observer stands in `list`.
        @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int] = [:]
        /// How many are installed, the table's count kept beside it: reading
        /// the table's own would retain and release its storage.
        @exclusivity(unchecked) private(set) var count = 0

        /// Starts with `list` and then `tracking`.
        init(_ list: [Tracking], _ tracking: Tracking) {
            self.list = list
            self.list.append(tracking)
            index()
        }

        func append(_ tracking: Tracking) {
            positions[ObjectIdentifier(tracking)] = list.count
            list.append(tracking)
            count += 1
        }

        /// Removes `tracking`; returns whether it was here.
        func remove(_ tracking: Tracking) -> Bool {
            guard let position = positions.removeValue(forKey: ObjectIdentifier(tracking)) else { return false }
            list[position] = nil
            count -= 1
            if count == 0 {
                list.removeAll(keepingCapacity: true)
            } else if count * 4 < list.count {
                list.removeAll { $0 == nil }
                index()
            }
            return true
        }

        /// Keeps the position of every observer in `list`.
        private func index() {
            var table: [ObjectIdentifier: Int] = [:]
            table.reserveCapacity(list.count)
            for (position, tracking) in list.enumerated() {
                if let tracking { table[ObjectIdentifier(tracking)] = position }
            }
            positions = table
            count = table.count
        }
    }
}
