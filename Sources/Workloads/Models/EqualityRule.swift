internal import Locking
import ObjectLevel
import Observation
import PropertyLevel

/// Which rule a property-level setter decides by whether an assignment
/// notifies (P6): the `@Observable` macro's since Swift 6.2, or before it.
/// Only this project's registrar (`property`) takes the older rule; Apple's
/// (`observation`) stays the reference, and object-level sends on every
/// assignment under either (O2).
package enum EqualityRule: String, CaseIterable, Sendable {
    /// Since Swift 6.2 (swiftlang/swift#78151): an assignment through the
    /// setter of a value equal to the one held tells no one.
    case swift62 = "6.2"
    /// Before Swift 6.2: every assignment through the setter notifies, equal or not.
    case beforeSwift62 = "before-6.2"

    /// This rule as this thread's word.
    var word: Int { self == .beforeSwift62 ? 2 : 1 }

    /// The rule models made now take: the innermost session's, or Swift 6.2's.
    static var current: EqualityRule { slot.word == 2 ? .beforeSwift62 : .swift62 }

    /// This thread's rule.
    /// This thread's rule: 0 for none (Swift 6.2's), 1 Swift 6.2's, 2 the older.
    fileprivate static let slot = ThreadSlot()
}

extension Notify {
    /// Makes models made on this thread notify under this strategy and,
    /// under `property`, decide an assignment by `rule`, until
    /// ``leave(judging:_:)`` is given what this returns.
    func enter(judging rule: EqualityRule) -> (strategy: Int, rule: Int) {
        (Notify.slot.exchange(word), EqualityRule.slot.exchange(rule.word))
    }

    /// Ends what ``enter(judging:)`` began, with what it returned.
    func leave(judging rule: EqualityRule, _ outer: (strategy: Int, rule: Int)) {
        EqualityRule.slot.restore(outer.rule, from: rule.word)
        Notify.slot.restore(outer.strategy, from: word)
    }
}

extension Model.Route {
    /// The mechanism of an object made now, and Apple's registrar where that
    /// is it: the strategy of the session running, its property-level setters
    /// under the session's rule.
    static func current() -> (Model.Route, ObservationRegistrar?) {
        switch Notify.current {
        case .property:
            (EqualityRule.current == .beforeSwift62 ? .registrarBefore62(Registrar()) : .registrar(Registrar()), nil)
        case .observation: (.observation, ObservationRegistrar())
        case .object: (.broadcast(Broadcast()), nil)
        }
    }
}
