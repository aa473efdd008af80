import Synchronization
internal import Locking

extension Registrar {
    /// The observers of one registrar, guarded by a lock: access, mutation,
    /// installing and firing may happen on different threads (P9).
    ///
    /// Observers are kept per key path, in a slot found by identity first: a
    /// model has few observed key paths, and a key path literal is one object.
    @usableFromInline
    final class Context: @unchecked Sendable {  // Sendable by the lock: `state` is reached only holding it
        /// One observed key path, as the tail holds it: four words, so that
        /// the tail of a model with two observed key paths is one object of
        /// two slots.
        struct Slot {
            let keyPath: AnyKeyPath
            /// The first other key path object found equal to `keyPath`: in a
            /// release build a getter's `\.robins` and a `_modify`'s can be two
            /// objects, so the second is found by `==` once, then by identity.
            var alias: AnyKeyPath?
            var observers = Observers.none
            /// The key path's name, worked out at its first change: one word,
            /// shared by every model's slot where the name is the key path's own.
            var name: KeyPathName?

            func holds(_ keyPath: AnyKeyPath) -> Bool {
                self.keyPath === keyPath || alias === keyPath
            }
        }

        /// The slots: two words. A model observed on one key path object, as a
        /// list row's is, holds that key path and its observers here, and the
        /// context is five words (40 bytes, 48 allocated); anything more (a
        /// second key path, an alias, a name, an event observer) moves the slot
        /// into a tail, which holds every slot, made once.
        private struct State {
            /// The one key path observed, while there is no tail.
            var single: AnyKeyPath?
            /// The observers of `single`, or the tail.
            var rest = Rest.observers(.none)

            /// What the second word holds: one word, the enums packed into a
            /// pointer's spare bits.
            enum Rest {
                /// The observers of `single`, if any.
                case observers(Observers)
                /// The same, once `single` was found equal to another key
                /// path object: the next time it is, the slot moves into a
                /// tail that keeps the alias. A model changed once, through
                /// a `_modify`'s key path, makes no tail for it.
                case observersFoundEqual(Observers)
                /// Every slot, and the extras.
                case tail(Tail)
            }

            /// The tail, if made.
            var tail: Tail? {
                if case .tail(let tail) = rest { tail } else { nil }
            }

            var slotCount: Int { single != nil ? 1 : (tail?.count ?? 0) }

            /// The event observers (E1, E2), if any were ever installed here.
            var extras: Extras? { tail?.extras }

            mutating func slot(of keyPath: AnyKeyPath) -> Int? {
                if single === keyPath { return 0 }
                if single != nil {
                    guard single == keyPath else { return nil }
                    // An alias takes a slot of four words: the second time,
                    // the one key path moves into a tail. Its alias is nil:
                    // none was set yet.
                    if case .observers(let observers) = rest {
                        rest = .observersFoundEqual(observers)
                    } else {
                        madeTail().withSlot(0) { $0.alias = keyPath }
                    }
                    return 0
                }
                guard let tail else { return nil }
                if let slot = tail.index(where: { $0.holds(keyPath) }) { return slot }
                // An alias is set once and never replaced: replacing it would
                // release a key path under the lock, and free it there if it was the last.
                guard let slot = tail.index(where: { $0.keyPath == keyPath }) else { return nil }
                tail.withSlot(slot) { if $0.alias == nil { $0.alias = keyPath } }
                return slot
            }

            /// Runs `body` on the observers of the slot at `slot`, in place.
            mutating func withObservers<Result>(_ slot: Int, _ body: (inout Observers) -> Result) -> Result {
                // Each case lets go of its payload first, so that changing it does not copy it.
                switch rest {
                case .tail(let tail):
                    return tail.withSlot(slot) { body(&$0.observers) }
                case .observers(var observers):
                    rest = .observers(.none)
                    defer { rest = .observers(observers) }
                    return body(&observers)
                case .observersFoundEqual(var observers):
                    rest = .observersFoundEqual(.none)
                    defer { rest = .observersFoundEqual(observers) }
                    return body(&observers)
                }
            }

            /// The name of the slot at `slot`, if worked out yet: none while
            /// there is no tail.
            func name(_ slot: Int) -> KeyPathName? {
                tail?.withSlot(slot) { $0.name }
            }

            /// Sets the name of the slot at `slot`.
            mutating func setName(_ name: KeyPathName, _ slot: Int) {
                madeTail().withSlot(slot) { $0.name = name }
            }

            mutating func add(_ tracking: Tracking, waitingOn keyPath: AnyKeyPath) {
                // The common case, a model's first observed key path: held inline.
                if single == nil, case .observers = rest {
                    single = keyPath
                    rest = .observers(.one(tracking))
                    return
                }
                let slot = slot(of: keyPath) ?? {
                    let tail = madeTail().appending(Slot(keyPath: keyPath))
                    rest = .tail(tail)
                    return tail.count - 1
                }()
                withObservers(slot) { $0.append(tracking) }
            }

            /// The tail, made if there is none yet, holding the one slot if
            /// there was one.
            mutating func madeTail() -> Tail {
                if case .tail(let tail) = rest { return tail }
                var tail = Tail.make(minimumCapacity: 1, header: Tail.Header())
                if let keyPath = single.take() {
                    var observers = Observers.none
                    if case .observers(let held) = rest { observers = held }
                    if case .observersFoundEqual(let held) = rest { observers = held }
                    rest = .observers(.none)
                    tail = tail.appending(Slot(keyPath: keyPath, observers: observers))
                }
                rest = .tail(tail)
                return tail
            }

            /// The extras, made if there are none yet.
            mutating func madeExtras() -> Extras {
                let tail = madeTail()
                if let extras = tail.extras { return extras }
                let made = Extras()
                tail.extras = made
                return made
            }

            /// Removes `tracking` from every key path and event list here;
            /// returns how many places it left.
            mutating func remove(_ tracking: Tracking) -> Int32 {
                var removed: Int32 = 0
                for slot in 0..<slotCount where withObservers(slot, { $0.remove(tracking) }) {
                    removed += 1
                }
                return removed + (extras?.remove(tracking) ?? 0)
            }
        }

        /// The event observers of one registrar: those between a will-set and
        /// its did-set, with the key path set, and those told of its deinit.
        final class Extras {
            var awaitingDidSet: [(keyPath: AnyKeyPath, tracking: Tracking)] = []
            var toldOfDeinit: [Tracking] = []

            /// Removes `tracking` from both lists; returns how many places it left.
            func remove(_ tracking: Tracking) -> Int32 {
                let before = awaitingDidSet.count + toldOfDeinit.count
                if !awaitingDidSet.isEmpty { awaitingDidSet.removeAll { $0.tracking === tracking } }
                if !toldOfDeinit.isEmpty { toldOfDeinit.removeAll { $0 === tracking } }
                return Int32(before - awaitingDidSet.count - toldOfDeinit.count)
            }
        }

        /// Held while `state` is read or changed: a flag set by compare-and-
        /// exchange, in the object itself, so a tracked model costs one
        /// allocation here, not a lock, a list and an array besides. Installing,
        /// cancelling and firing hold it for a few instructions; a thread that
        /// finds it taken spins, then yields.
        private let lock = FlagLock()
        /// Whether an event observer waits here for a did-set: read without
        /// the lock, so a did-set that nobody waits for costs one atomic load,
        /// inlined into the setter (see `isAwaitingDidSet`).
        @usableFromInline let awaitingDidSet = Atomic(false)
        /// How many observers are installed, one per key path or event waited
        /// on, read without the lock: a mutation that nobody observes costs one
        /// atomic load, inlined into the setter (see `isObserved`). Written only
        /// holding the lock, by `count(adding:)`, so that installing and firing
        /// keep it without summing the slots. Four bytes, beside the lock's
        /// one, so that the object fits the allocator's next size down.
        @usableFromInline let installed = Atomic<Int32>(0)
        @exclusivity(unchecked) private var state = State()
        /// Runs `body` holding the lock.
        private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            lock.withLock { body(&state) }
        }

        /// Adds `change` to the observers installed; called holding the lock,
        /// the only place `installed` is written, so a plain load of it is current.
        private func count(adding change: Int32) {
            installed.store(installed.load(ordering: .relaxed) + change, ordering: .releasing)
        }

        /// Whether any observer is installed: one atomic load.
        /// Inlined into the setter: an unobserved write makes no call for it.
        @inlinable
        var isObserved: Bool {
            installed.load(ordering: .acquiring) > 0
        }

        /// How many observers are installed here (P10: none once each fired or was cancelled).
        var observerCount: Int {
            Int(installed.load(ordering: .acquiring))
        }

        /// Adds `tracking` as an observer of the key paths of `entry`, unless it
        /// is already done: checked under this lock, which its finishing takes
        /// too, so a tracking that fired elsewhere meanwhile is never left here.
        func install(_ tracking: Tracking, for keyPath: AnyKeyPath, and more: some Collection<AnyKeyPath>) {
            withLock { state in
                guard !tracking.isDone else { return }
                var added: Int32 = 0
                if tracking.watchesSets {
                    state.add(tracking, waitingOn: keyPath)
                    added = 1
                    for keyPath in more {
                        state.add(tracking, waitingOn: keyPath)
                        added += 1
                    }
                }
                if tracking.watchesDeinit {
                    state.madeExtras().toldOfDeinit.append(tracking)
                    added += 1
                }
                count(adding: added)
            }
        }

        /// E2: `tracking`, told of the will-set of `keyPath`, waits here for its
        /// did-set, unless it was cancelled meanwhile.
        func awaitDidSet(_ tracking: Tracking, of keyPath: AnyKeyPath) {
            withLock { state in
                guard !tracking.hasFired, !tracking.isCancelled else { return }
                state.madeExtras().awaitingDidSet.append((keyPath, tracking))
                awaitingDidSet.store(true, ordering: .releasing)
                count(adding: 1)
            }
        }

        /// E2: `keyPath` was stored: the event observers waiting for it are told, outside the lock.
        @usableFromInline
        func didSet(_ keyPath: AnyKeyPath) {
            let stored: [Tracking] = withLock { state in
                var stored: [Tracking] = []
                state.extras?.awaitingDidSet.removeAll { waiting in
                    guard waiting.keyPath == keyPath else { return false }
                    stored.append(waiting.tracking)
                    return true
                }
                awaitingDidSet.store(!(state.extras?.awaitingDidSet.isEmpty ?? true), ordering: .releasing)
                count(adding: -Int32(stored.count))
                return stored
            }
            for tracking in stored { tracking.didSet(keyPath) }
        }

        /// Whether an event observer may wait here for a did-set: one atomic load.
        /// Inlined into the setter: a write nobody waits on makes no call for it.
        @inlinable
        var isAwaitingDidSet: Bool {
            awaitingDidSet.load(ordering: .acquiring)
        }

        /// Removes `tracking` from every key path it waits on here.
        ///
        /// - Complexity: O(s) for the s key paths observed here: amortised O(1)
        ///   per key path however many observers wait on it.
        func remove(_ tracking: Tracking) {
            withLock { state in
                count(adding: -state.remove(tracking))
                // Only an event observer changes the did-set flag, and there is
                // one only where the extras are made.
                if let extras = state.extras {
                    awaitingDidSet.store(!extras.awaitingDidSet.isEmpty, ordering: .releasing)
                }
            }
        }

        /// Forgets every observer: the model is gone, so none of them can fire.
        /// Those that asked are told of it, once each (E2).
        func removeAll() {
            let slots = withLock { state in
                defer { state = State() }
                return state
            }
            installed.store(0, ordering: .releasing)
            awaitingDidSet.store(false, ordering: .releasing)
            for tracking in slots.extras?.toldOfDeinit ?? [] { tracking.freed() }
            // Released outside the lock: a tracking freed here may free other contexts.
            _ = slots
        }

        /// P3: fires every observer of `keyPath`, outside the lock, so that an
        /// `onChange` may read, mutate or track again without deadlock.
        ///
        /// - Complexity: O(s + k) for the s key paths observed here and the k
        ///   observers of `keyPath`, each removed from the others in amortised O(s).
        @usableFromInline
        func willSet(_ keyPath: AnyKeyPath, subject: Any.Type, member: StaticString) {
            fire(keyPath) { keyPath in KeyPathName.of(keyPath) { Change.describe(keyPath, subject: subject, member: member) } }
        }

        /// P3: fires every observer of `keyPath`; `describe` names the key path
        /// the first time one fires. The name is this registrar's alone: a
        /// caller's name may say more than the key path does.
        @usableFromInline
        func willSet(_ keyPath: AnyKeyPath, describedBy describe: () -> String) {
            fire(keyPath) { _ in KeyPathName(describe()) }
        }

        /// P3: fires every observer of `keyPath`; `name` names the key path the
        /// first time one that is told it fires. It is handed the key path, not
        /// left to capture it: a capture is retained around the call.
        private func fire(_ keyPath: AnyKeyPath, name makeName: (AnyKeyPath) -> KeyPathName) {
            // Taken out whole: one view's tracking, or the list of several,
            // moved out of the slot, not copied.
            var fired = Observers.none
            let found: (slot: Int, toldName: Bool, name: KeyPathName?)? = withLock { state in
                guard let slot = state.slot(of: keyPath) else { return nil }
                fired = state.withObservers(slot) { $0.takeAll() }
                let firing = Int32(fired.count)
                guard firing > 0 else { return nil }
                var left = installed.load(ordering: .relaxed) - firing
                // They fire now: none of them may stay on another key path here.
                if left > 0 {
                    fired.forEach { left -= state.remove($0) }
                }
                installed.store(left, ordering: .releasing)
                // A plain closure is told no name: none is copied for it.
                let toldName = fired.contains { $0.isToldName }
                return (slot, toldName, toldName ? state.name(slot) : nil)
            }
            guard let found else { return }
            var name = found.name
            if found.toldName && name == nil {
                let named = makeName(keyPath)
                withLock { state in
                    // Slots are only ever added, so the slot found is still this key path's.
                    if found.slot < state.slotCount { state.setName(named, found.slot) }
                }
                name = named
            }
            fired.forEach { $0.fire(keyPath, named: name?.text, releasedBy: self) }
        }
    }
}
