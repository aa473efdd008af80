import Synchronization

extension Registrar {
    /// The observers of one registrar, guarded by a lock: access, mutation,
    /// installing and firing may happen on different threads (P9).
    ///
    /// Observers are kept per key path, in a slot found by identity first: a
    /// model has few observed key paths, and a key path literal is one object.
    @usableFromInline
    final class Context: Sendable {
        private struct Slot {
            let keyPath: AnyKeyPath
            var observers: [Tracking] = []
            /// The key path's name, worked out at its first change.
            var name: String?
        }

        private struct State {
            var slots: [Slot] = []

            func slot(of keyPath: AnyKeyPath) -> Int? {
                if let slot = slots.firstIndex(where: { $0.keyPath === keyPath }) { return slot }
                return slots.firstIndex { $0.keyPath == keyPath }
            }
        }

        private let state = Mutex(State())
        /// How many observers are installed, read without the lock: a mutation
        /// that nobody observes costs one atomic load.
        private let installed = Atomic(0)

        /// Whether any observer is installed: one atomic load.
        @usableFromInline
        var isObserved: Bool {
            installed.load(ordering: .acquiring) > 0
        }

        /// How many observers are installed here (P10: none once each fired or was cancelled).
        var observerCount: Int {
            installed.load(ordering: .acquiring)
        }

        /// Adds `tracking` as an observer of the key paths of `entry`; reports
        /// each slot it now waits in.
        func install(_ tracking: Tracking, for entry: AccessList.Entry, at record: (Int) -> Void) {
            state.withLock { state in
                entry.forEach { keyPath in
                    let slot = state.slot(of: keyPath) ?? {
                        state.slots.append(Slot(keyPath: keyPath))
                        return state.slots.count - 1
                    }()
                    state.slots[slot].observers.append(tracking)
                    installed.add(1, ordering: .releasing)
                    record(slot)
                }
            }
        }

        /// Removes `tracking` from `slot`, if it still waits there.
        ///
        /// - Complexity: O(k) for the k observers of that key path.
        func remove(_ tracking: Tracking, from slot: Int) {
            state.withLock { state in
                guard slot < state.slots.count,
                    let position = state.slots[slot].observers.lastIndex(where: { $0 === tracking })
                else { return }
                state.slots[slot].observers.remove(at: position)
                installed.subtract(1, ordering: .releasing)
            }
        }

        /// Forgets every observer: the model is gone, so none of them can fire.
        func removeAll() {
            let slots = state.withLock { state in
                defer { state = State() }
                return state.slots
            }
            installed.store(0, ordering: .releasing)
            // Released outside the lock: a tracking freed here may free other contexts.
            _ = slots
        }

        /// P3: fires every observer of `keyPath`, outside the lock, so that an
        /// `onChange` may read, mutate or track again without deadlock.
        ///
        /// - Complexity: O(s + k) for the s key paths observed here and the k
        ///   observers of `keyPath`.
        func willSet(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) {
            var only: Tracking?
            var many: [Tracking] = []
            let found: (slot: Int, name: String?)? = state.withLock { state in
                guard let slot = state.slot(of: keyPath), !state.slots[slot].observers.isEmpty else { return nil }
                let count = state.slots[slot].observers.count
                if count == 1 {
                    // The common case: one view read this; keep the array's storage for the next.
                    only = state.slots[slot].observers[0]
                    state.slots[slot].observers.removeAll(keepingCapacity: true)
                } else {
                    many = state.slots[slot].observers
                    state.slots[slot].observers = []
                }
                installed.subtract(count, ordering: .releasing)
                return (slot, state.slots[slot].name)
            }
            guard let found else { return }
            let name = found.name ?? {
                let name = Change.name(of: keyPath, subject: subject, member: member)
                state.withLock { state in
                    if found.slot < state.slots.count { state.slots[found.slot].name = name }
                }
                return name
            }()
            let change = Change(keyPath: keyPath, name: name)
            only?.fire(change, from: self, slot: found.slot)
            for tracking in many {
                tracking.fire(change, from: self, slot: found.slot)
            }
        }
    }
}
