import Synchronization

extension Registrar {
    /// The observers of one registrar, guarded by a lock: access, mutation,
    /// installing and firing may happen on different threads (P9).
    final class Context: Sendable {
        private struct Observer {
            let tracking: Tracking
            let keyPaths: Set<AnyKeyPath>
        }

        private struct State {
            var nextID = 0
            var observers: [Int: Observer] = [:]
            /// For each key path, the observers waiting on it.
            var waiting: [AnyKeyPath: Set<Int>] = [:]
        }

        private let state = Mutex(State())

        /// Adds `tracking` as an observer of `keyPaths` and returns its id here.
        func install(_ tracking: Tracking, for keyPaths: Set<AnyKeyPath>) -> Int {
            state.withLock { state in
                let id = state.nextID
                state.nextID += 1
                state.observers[id] = Observer(tracking: tracking, keyPaths: keyPaths)
                for keyPath in keyPaths {
                    state.waiting[keyPath, default: []].insert(id)
                }
                return id
            }
        }

        /// Removes the observer `id`, if it is still here.
        func remove(_ id: Int) {
            state.withLock { state in
                guard let observer = state.observers.removeValue(forKey: id) else { return }
                for keyPath in observer.keyPaths {
                    state.waiting[keyPath]?.remove(id)
                    if state.waiting[keyPath]?.isEmpty == true {
                        state.waiting[keyPath] = nil
                    }
                }
            }
        }

        /// How many observers are installed here (P10: none once each fired or was cancelled).
        var observerCount: Int {
            state.withLock { $0.observers.count }
        }

        /// P3: fires every observer of `keyPath`, outside the lock, so that an
        /// `onChange` may read, mutate or track again without deadlock.
        func willSet(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) {
            let due: [Tracking] = state.withLock { state in
                guard let ids = state.waiting[keyPath] else { return [] }
                return ids.sorted().compactMap { state.observers[$0]?.tracking }
            }
            guard !due.isEmpty else { return }
            let change = Change(keyPath: keyPath, subject: subject, member: member)
            for tracking in due {
                tracking.fire(change)
            }
        }
    }
}
