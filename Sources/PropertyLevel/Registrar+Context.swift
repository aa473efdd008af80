import Synchronization

extension Registrar {
    /// The observers of one registrar, guarded by a lock: access, mutation,
    /// installing and firing may happen on different threads (P9).
    final class Context: Sendable {
        private struct Observer {
            let tracking: Tracking
            /// The slots of the key paths it waits on.
            let slots: [Int]
        }

        private struct State {
            var nextID = 0
            var observers: [Int: Observer] = [:]
            /// The key paths ever observed here, by slot; a model has few.
            var keyPaths: [AnyKeyPath] = []
            /// For each slot, the observers waiting on its key path.
            var waiting: [Set<Int>] = []

            /// The slot of `keyPath`, searched by identity first; nil if never observed.
            func slot(of keyPath: AnyKeyPath) -> Int? {
                if let slot = keyPaths.firstIndex(where: { $0 === keyPath }) { return slot }
                return keyPaths.firstIndex(of: keyPath)
            }

            mutating func slotAdding(_ keyPath: AnyKeyPath) -> Int {
                if let slot = slot(of: keyPath) { return slot }
                keyPaths.append(keyPath)
                waiting.append([])
                return keyPaths.count - 1
            }
        }

        private let state = Mutex(State())
        /// How many observers are installed, read without the lock: a mutation
        /// that nobody observes costs one atomic load.
        private let installed = Atomic(0)

        /// Adds `tracking` as an observer of `keyPaths` and returns its id here.
        func install(_ tracking: Tracking, for keyPaths: [AnyKeyPath]) -> Int {
            state.withLock { state in
                let id = state.nextID
                state.nextID += 1
                let slots = keyPaths.map { state.slotAdding($0) }
                for slot in slots { state.waiting[slot].insert(id) }
                state.observers[id] = Observer(tracking: tracking, slots: slots)
                installed.store(state.observers.count, ordering: .releasing)
                return id
            }
        }

        /// Removes the observer `id`, if it is still here.
        func remove(_ id: Int) {
            state.withLock { state in
                guard let observer = state.observers.removeValue(forKey: id) else { return }
                for slot in observer.slots { state.waiting[slot].remove(id) }
                installed.store(state.observers.count, ordering: .releasing)
            }
        }

        /// Forgets every observer: the model is gone, so none of them can fire.
        func removeAll() {
            let observers = state.withLock { state in
                defer { state = State() }
                return state.observers
            }
            installed.store(0, ordering: .releasing)
            // Released outside the lock: a tracking freed here may free other contexts.
            _ = observers
        }

        /// How many observers are installed here (P10: none once each fired or was cancelled).
        var observerCount: Int {
            installed.load(ordering: .acquiring)
        }

        /// P3: fires every observer of `keyPath`, outside the lock, so that an
        /// `onChange` may read, mutate or track again without deadlock.
        ///
        /// - Complexity: O(1) with no observer here; otherwise O(s + k) for s key
        ///   paths ever observed here and k observers of `keyPath`.
        func willSet(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) {
            guard installed.load(ordering: .acquiring) > 0 else { return }
            let due: [Tracking] = state.withLock { state in
                guard let slot = state.slot(of: keyPath), !state.waiting[slot].isEmpty else { return [] }
                return state.waiting[slot].sorted().compactMap { state.observers[$0]?.tracking }
            }
            guard !due.isEmpty else { return }
            let change = Change(keyPath: keyPath, subject: subject, member: member)
            for tracking in due {
                tracking.fire(change)
            }
        }
    }
}
