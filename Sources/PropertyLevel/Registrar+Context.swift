#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension Registrar {
    /// The observers of one registrar, guarded by a lock: access, mutation,
    /// installing and firing may happen on different threads (P9).
    ///
    /// Observers are kept per key path, in a slot found by identity first: a
    /// model has few observed key paths, and a key path literal is one object.
    @usableFromInline
    final class Context: @unchecked Sendable {  // Sendable by the lock: `state` is reached only holding it
        private struct Slot {
            let keyPath: AnyKeyPath
            /// The first other key path object found equal to `keyPath`: in a
            /// release build a getter's `\.robins` and a `_modify`'s can be two
            /// objects, so the second is found by `==` once, then by identity.
            var alias: AnyKeyPath?
            var observers = Observers()
            /// The key path's name, worked out at its first change: one word,
            /// shared by every model's slot where the name is the key path's own.
            var name: KeyPathName?

            func holds(_ keyPath: AnyKeyPath) -> Bool {
                self.keyPath === keyPath || alias === keyPath
            }
        }

        /// The slots, the first held inline: most models have one or two
        /// observed key paths, and a list row reads one.
        private struct State {
            var first: Slot?
            var more: [Slot] = []
            /// The event observers (E1, E2): made for the first one, so a model
            /// that only views observe costs one word here.
            var extras: Extras?

            /// How many observers wait here, one per key path waited on:
            /// summed when asked over a model's few key paths, not stored.
            var count: Int {
                more.reduce(first?.observers.count ?? 0) { $0 + $1.observers.count } + (extras?.count ?? 0)
            }

            var slotCount: Int { first == nil ? 0 : 1 + more.count }

            mutating func slot(of keyPath: AnyKeyPath) -> Int? {
                // The first slot's key path is compared where it lies: binding
                // the slot would copy it, retaining everything it holds.
                guard first != nil else { return nil }
                if first?.holds(keyPath) == true { return 0 }
                if let slot = more.firstIndex(where: { $0.holds(keyPath) }) { return slot + 1 }
                // An alias is set once and never replaced: replacing it would
                // release a key path under the lock, and free it there if it was the last.
                if first?.keyPath == keyPath {
                    if first?.alias == nil { first?.alias = keyPath }
                    return 0
                }
                guard let slot = more.firstIndex(where: { $0.keyPath == keyPath }) else { return nil }
                if more[slot].alias == nil { more[slot].alias = keyPath }
                return slot + 1
            }

            /// Runs `body` on the slot at `slot`, in place.
            mutating func withSlot<Result>(_ slot: Int, _ body: (inout Slot) -> Result) -> Result {
                slot == 0 ? body(&first!) : body(&more[slot - 1])
            }

            mutating func add(_ tracking: Tracking, waitingOn keyPath: AnyKeyPath) {
                // The common case, a model's first observed key path: made in place.
                if first == nil {
                    first = Slot(keyPath: keyPath)
                    first!.observers.append(tracking)
                    return
                }
                let slot = slot(of: keyPath) ?? {
                    more.append(Slot(keyPath: keyPath))
                    return more.count
                }()
                withSlot(slot) { $0.observers.append(tracking) }
            }

            /// The extras, made if there are none yet.
            mutating func madeExtras() -> Extras {
                if let extras { return extras }
                let made = Extras()
                extras = made
                return made
            }

            mutating func remove(_ tracking: Tracking) {
                for slot in 0..<slotCount {
                    _ = withSlot(slot) { $0.observers.remove(tracking) }
                }
                extras?.remove(tracking)
            }
        }

        /// The event observers of one registrar: those between a will-set and
        /// its did-set, with the key path set, and those told of its deinit.
        private final class Extras {
            var awaitingDidSet: [(keyPath: AnyKeyPath, tracking: Tracking)] = []
            var toldOfDeinit: [Tracking] = []

            /// The event observers waiting here.
            var count: Int { awaitingDidSet.count + toldOfDeinit.count }

            func remove(_ tracking: Tracking) {
                if !awaitingDidSet.isEmpty { awaitingDidSet.removeAll { $0.tracking === tracking } }
                if !toldOfDeinit.isEmpty { toldOfDeinit.removeAll { $0 === tracking } }
            }
        }

        /// Held while `state` is read or changed: a flag set by compare-and-
        /// exchange, in the object itself, so a tracked model costs one
        /// allocation here, not a lock, a list and an array besides. Installing,
        /// cancelling and firing hold it for a few instructions; a thread that
        /// finds it taken spins, then yields.
        private let lock = Atomic(false)
        /// Whether an event observer waits here for a did-set: read without
        /// the lock, so a did-set that nobody waits for costs one atomic load.
        private let awaitingDidSet = Atomic(false)
        /// How many observers are installed, read without the lock: a mutation
        /// that nobody observes costs one atomic load. Four bytes, beside the
        /// lock's one, so that the object fits the allocator's next size down.
        private let installed = Atomic<Int32>(0)
        @exclusivity(unchecked) private var state = State()

        /// Runs `body` holding the lock.
        private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            var spins = 0
            while !lock.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                spins += 1
                if spins > 100 { sched_yield() }
            }
            defer { lock.store(false, ordering: .releasing) }
            return body(&state)
        }

        /// Whether any observer is installed: one atomic load.
        @usableFromInline
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
                if tracking.watchesSets {
                    state.add(tracking, waitingOn: keyPath)
                    for keyPath in more { state.add(tracking, waitingOn: keyPath) }
                }
                if tracking.watchesDeinit {
                    state.madeExtras().toldOfDeinit.append(tracking)
                }
                installed.store(Int32(state.count), ordering: .releasing)
            }
        }

        /// E2: `tracking`, told of the will-set of `keyPath`, waits here for its
        /// did-set, unless it was cancelled meanwhile.
        func awaitDidSet(_ tracking: Tracking, of keyPath: AnyKeyPath) {
            withLock { state in
                guard !tracking.hasFired, !tracking.isCancelled else { return }
                state.madeExtras().awaitingDidSet.append((keyPath, tracking))
                awaitingDidSet.store(true, ordering: .releasing)
                installed.store(Int32(state.count), ordering: .releasing)
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
                installed.store(Int32(state.count), ordering: .releasing)
                return stored
            }
            for tracking in stored { tracking.didSet(keyPath) }
        }

        /// Whether an event observer may wait here for a did-set: one atomic load.
        @usableFromInline
        var isAwaitingDidSet: Bool {
            awaitingDidSet.load(ordering: .acquiring)
        }

        /// Removes `tracking` from every key path it waits on here.
        ///
        /// - Complexity: O(s) for the s key paths observed here: amortised O(1)
        ///   per key path however many observers wait on it.
        func remove(_ tracking: Tracking) {
            withLock { state in
                state.remove(tracking)
                awaitingDidSet.store(!(state.extras?.awaitingDidSet.isEmpty ?? true), ordering: .releasing)
                installed.store(Int32(state.count), ordering: .releasing)
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
            fire(keyPath) { KeyPathName.of(keyPath) { Change.describe(keyPath, subject: subject, member: member) } }
        }

        /// P3: fires every observer of `keyPath`; `describe` names the key path
        /// the first time one fires. The name is this registrar's alone: a
        /// caller's name may say more than the key path does.
        @usableFromInline
        func willSet(_ keyPath: AnyKeyPath, describedBy describe: () -> String) {
            fire(keyPath) { KeyPathName(describe()) }
        }

        /// P3: fires every observer of `keyPath`; `name` names the key path the
        /// first time one that is told it fires.
        private func fire(_ keyPath: AnyKeyPath, name makeName: () -> KeyPathName) {
            var only: Tracking?
            var many: [Tracking] = []
            let found: (slot: Int, toldName: Bool, name: KeyPathName?)? = withLock { state in
                guard let slot = state.slot(of: keyPath) else { return nil }
                let count = state.withSlot(slot) { $0.observers.count }
                guard count > 0 else { return nil }
                if count == 1 {
                    // The common case: one view read this.
                    only = state.withSlot(slot) { $0.observers.removeOnly() }
                } else {
                    many = state.withSlot(slot) { $0.observers.removeAll() }
                }
                // They fire now: none of them may stay on another key path here.
                if state.count > 0 {
                    if let only { state.remove(only) }
                    for tracking in many { state.remove(tracking) }
                }
                installed.store(Int32(state.count), ordering: .releasing)
                // A plain closure is told no name: none is copied for it.
                let toldName = only?.isToldName ?? many.contains { $0.isToldName }
                return (slot, toldName, toldName ? state.withSlot(slot) { $0.name } : nil)
            }
            guard let found else { return }
            var name = found.name
            if found.toldName && name == nil {
                let named = makeName()
                withLock { state in
                    // Slots are only ever added, so the slot found is still this key path's.
                    if found.slot < state.slotCount { state.withSlot(found.slot) { $0.name = named } }
                }
                name = named
            }
            only?.fire(keyPath, named: name?.text, releasedBy: self)
            for tracking in many {
                tracking.fire(keyPath, named: name?.text, releasedBy: self)
            }
        }
    }
}

extension Registrar.Context {
    /// The observers of one key path, in the order installed, each removed in
    /// amortised O(1): a few are searched; past ``indexedFrom``, each one's
    /// position is kept in a table, a removed one leaves a hole, and the holes
    /// are closed once they are three quarters of it. Cancelling every one of k
    /// observers costs O(k), not O(k²).
    struct Observers {
        /// The one observer, while there is at most one and no list: a key
        /// path that one view reads needs no array.
        private var single: Tracking?
        /// In the order installed, once there were two; nil where one was removed.
        private var list: [Tracking?] = []
        /// Where each observer stands in `list`, once there are many.
        private var positions: [ObjectIdentifier: Int]?
        /// How many are installed: computed, not stored, so that a model's
        /// first slot stays small (a list without a table has no holes; a
        /// table holds exactly the ones installed).
        var count: Int {
            if single != nil { return 1 }
            return positions?.count ?? list.count
        }

        /// How many observers a list holds before it keeps their positions: a
        /// key path that one view reads pays for no table.
        static let indexedFrom = 16

        var isEmpty: Bool { count == 0 }

        mutating func append(_ tracking: Tracking) {
            if count == 0 && list.isEmpty {
                single = tracking
                return
            }
            if let only = single {
                list.append(only)
                single = nil
            }
            if positions == nil && list.count >= Self.indexedFrom { index() }
            positions?[ObjectIdentifier(tracking)] = list.count
            list.append(tracking)
        }

        /// Removes `tracking`; returns whether it was here.
        mutating func remove(_ tracking: Tracking) -> Bool {
            if let only = single {
                guard only === tracking else { return false }
                single = nil
                return true
            }
            guard positions != nil else {
                guard let position = list.lastIndex(where: { $0 === tracking }) else { return false }
                list.remove(at: position)
                return true
            }
            guard let position = positions!.removeValue(forKey: ObjectIdentifier(tracking)) else { return false }
            list[position] = nil
            if count == 0 {
                list.removeAll(keepingCapacity: true)
                positions = nil
            } else if count * 4 < list.count {
                list.removeAll { $0 == nil }
                index()
            }
            return true
        }

        /// Removes and returns the one observer there is.
        mutating func removeOnly() -> Tracking? {
            let only = single ?? list.last { $0 != nil } ?? nil
            single = nil
            list.removeAll(keepingCapacity: true)
            positions = nil
            return only
        }

        /// Removes and returns every observer, in the order installed.
        mutating func removeAll() -> [Tracking] {
            let all = single.map { [$0] } ?? list.compactMap { $0 }
            single = nil
            list = []
            positions = nil
            return all
        }

        /// Keeps the position of every observer in `list`.
        private mutating func index() {
            var table: [ObjectIdentifier: Int] = [:]
            table.reserveCapacity(list.count)
            for (position, tracking) in list.enumerated() {
                if let tracking { table[ObjectIdentifier(tracking)] = position }
            }
            positions = table
        }
    }
}
