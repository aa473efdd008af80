import ObjectLevel
import PropertyLevel
import Locking

/// A lock the thread sanitizer can see (Synchronization's Mutex it cannot, on Linux).
package typealias TestLock<State> = Locking.Locked<State>

/// A hand-written trackable model with one property of each kind the rules speak of.
package final class Bird: Trackable {
    package let registrar = Registrar()
    private var _wings = 2
    private var _name = "robin"
    private var _friend: Bird?
    private var _song = Song()
    private var _seen: [Int] = []

    package var wings: Int {
        get { registrar.access(self, keyPath: \.wings); return _wings }
        set {
            // P6: the macro's check, chosen by the declared type.
            guard Registrar.shouldNotify(_wings, newValue) else { _wings = newValue; return }
            registrar.withMutation(of: self, keyPath: \.wings) { _wings = newValue }
        }
        _modify {
            // P6: as the macro's, an in-place mutation records an access first.
            registrar.access(self, keyPath: \.wings)
            registrar.willSet(self, keyPath: \.wings)
            defer { registrar.didSet(self, keyPath: \.wings) }
            yield &_wings
        }
    }

    package var name: String {
        get { registrar.access(self, keyPath: \.name); return _name }
        set {
            // P6: the macro's check, chosen by the declared type.
            guard Registrar.shouldNotify(_name, newValue) else { _name = newValue; return }
            registrar.withMutation(of: self, keyPath: \.name) { _name = newValue }
        }
    }

    package var friend: Bird? {
        get { registrar.access(self, keyPath: \.friend); return _friend }
        set {
            // P6: the macro's check, chosen by the declared type.
            guard Registrar.shouldNotify(_friend, newValue) else { _friend = newValue; return }
            registrar.withMutation(of: self, keyPath: \.friend) { _friend = newValue }
        }
    }

    /// Not `Equatable`: every assignment notifies (P6).
    package var song: Song {
        get { registrar.access(self, keyPath: \.song); return _song }
        set { registrar.withMutation(of: self, keyPath: \.song) { _song = newValue } }
    }

    package var seen: [Int] {
        get { registrar.access(self, keyPath: \.seen); return _seen }
        set {
            // P6: the macro's check, chosen by the declared type.
            guard Registrar.shouldNotify(_seen, newValue) else { _seen = newValue; return }
            registrar.withMutation(of: self, keyPath: \.seen) { _seen = newValue }
        }
        _modify {
            // P6: as the macro's, an in-place mutation records an access first.
            registrar.access(self, keyPath: \.seen)
            registrar.willSet(self, keyPath: \.seen)
            defer { registrar.didSet(self, keyPath: \.seen) }
            yield &_seen
        }
    }

    /// P5: computed from `wings` and `name`.
    package var label: String { "\(name) with \(wings) wings" }

    package init(name: String = "robin", friend: Bird? = nil) {
        _name = name
        _friend = friend
    }
}

/// A value that is not `Equatable`.
package struct Song {
    package var notes = 3

    package init(notes: Int = 3) { self.notes = notes }
}

/// A thread-safe counter of callbacks, and what they were told.
package final class Calls: Sendable {
    package init() {}

    private let log = TestLock<[String]>.make([])

    package var count: Int { log.withLock { $0.count } }
    package var all: [String] { log.withLock { $0 } }

    package func record(_ entry: String = "fired") {
        log.withLock { $0.append(entry) }
    }
}

/// A trackable model safe to share between threads: its storage is guarded, as
/// P9 asks of the registrar.
package final class Feeder: Trackable, Sendable {
    package init() {}

    package let registrar = Registrar()
    private let storage = TestLock<Int>.make(0)

    package var seeds: Int {
        get {
            registrar.access(self, keyPath: \.seeds)
            return storage.withLock { $0 }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.seeds) { storage.withLock { $0 = newValue } }
        }
    }

    /// Adds one seed in place: will-set, store, did-set.
    package func addSeed() {
        registrar.willSet(self, keyPath: \.seeds)
        storage.withLock { $0 += 1 }
        registrar.didSet(self, keyPath: \.seeds)
    }
}

/// A model reached only from the pump's thread, handed to a task that runs there.
package final class Shared<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

/// A Broadcast model with one property left without the wrapper (O5).
package final class Nest: BroadcastObject {
    package let willChange = Broadcast()
    @Broadcasting package var eggs = 2
    @Broadcasting package var twigs: [String] = []
    package var unwatched = 0

    package init() {}
}
