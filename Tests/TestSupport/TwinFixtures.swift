import Observation
import PropertyLevel

// A hand-written model and its `@Observable` twin, one property for each case
// of P6: the same declarations, so that both must notify alike.

/// A class that is not `Equatable`: compared by identity.
package final class Roost {
    package init() {}
}

/// A class that is `Equatable`: compared with `==`, not by identity.
package final class Medal: Equatable {
    package let text: String
    package init(_ text: String) { self.text = text }
    package static func == (lhs: Medal, rhs: Medal) -> Bool { lhs.text == rhs.text }
}

/// What a twin test reads and writes, whichever framework notifies.
package protocol TwinModel: AnyObject {
    var count: Int { get set }
    var roost: Roost { get set }
    var medal: Medal { get set }
    var spare: Roost? { get set }
    var song: Song { get set }
    var ignored: Int { get set }
    var label: String { get }
}

/// The twin written by hand with the registrar's calls, as the macro expands.
package final class HandTwin: TwinModel, Trackable {
    package init() {}

    package let registrar = Registrar()
    private var _count = 0
    private var _roost = Roost()
    private var _medal = Medal("gold")
    private var _spare: Roost?
    private var _song = Song()

    /// P4: left out of tracking, as `@ObservationIgnored` leaves it.
    package var ignored = 0

    package var count: Int {
        get { registrar.access(self, keyPath: \.count); return _count }
        set {
            guard Registrar.shouldNotify(_count, newValue) else { _count = newValue; return }
            registrar.withMutation(of: self, keyPath: \.count) { _count = newValue }
        }
        _modify {
            registrar.access(self, keyPath: \.count)
            registrar.willSet(self, keyPath: \.count)
            defer { registrar.didSet(self, keyPath: \.count) }
            yield &_count
        }
    }

    package var roost: Roost {
        get { registrar.access(self, keyPath: \.roost); return _roost }
        set {
            guard Registrar.shouldNotify(_roost, newValue) else { _roost = newValue; return }
            registrar.withMutation(of: self, keyPath: \.roost) { _roost = newValue }
        }
    }

    package var medal: Medal {
        get { registrar.access(self, keyPath: \.medal); return _medal }
        set {
            guard Registrar.shouldNotify(_medal, newValue) else { _medal = newValue; return }
            registrar.withMutation(of: self, keyPath: \.medal) { _medal = newValue }
        }
    }

    package var spare: Roost? {
        get { registrar.access(self, keyPath: \.spare); return _spare }
        set {
            guard Registrar.shouldNotify(_spare, newValue) else { _spare = newValue; return }
            registrar.withMutation(of: self, keyPath: \.spare) { _spare = newValue }
        }
    }

    package var song: Song {
        get { registrar.access(self, keyPath: \.song); return _song }
        set {
            guard Registrar.shouldNotify(_song, newValue) else { _song = newValue; return }
            registrar.withMutation(of: self, keyPath: \.song) { _song = newValue }
        }
        _modify {
            registrar.access(self, keyPath: \.song)
            registrar.willSet(self, keyPath: \.song)
            defer { registrar.didSet(self, keyPath: \.song) }
            yield &_song
        }
    }

    /// P5: computed from `count` and `roost`.
    package var label: String { "\(count) in \(ObjectIdentifier(roost).hashValue)" }
}

/// The same model, left to Apple's macro.
@Observable
package final class MacroTwin: TwinModel {
    package init() {}

    package var count = 0
    package var roost = Roost()
    package var medal = Medal("gold")
    package var spare: Roost?
    package var song = Song()
    @ObservationIgnored package var ignored = 0
    package var label: String { "\(count) in \(ObjectIdentifier(roost).hashValue)" }
}

/// A property whose type is a generic parameter, written by hand.
package final class HandBox<Value>: Trackable {
    package let registrar = Registrar()
    private var _value: Value

    package init(_ value: Value) { _value = value }

    package var value: Value {
        get { registrar.access(self, keyPath: \.value); return _value }
        set {
            // Inside generic code only the unconstrained overload applies (P6).
            guard Registrar.shouldNotify(_value, newValue) else { _value = newValue; return }
            registrar.withMutation(of: self, keyPath: \.value) { _value = newValue }
        }
    }
}

/// The same box, left to Apple's macro.
@Observable
package final class MacroBox<Value> {
    package var value: Value
    package init(_ value: Value) { self.value = value }
}

/// Apple's withObservationTracking, for tests that name the framework plainly.
package func withObservationTrackingForTests(_ apply: () -> Void, onChange: @escaping @Sendable () -> Void) {
    withObservationTracking(apply, onChange: onChange)
}
