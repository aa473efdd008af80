internal import Locking

/// How a screen's `@State` properties are declared, as the toolchain that
/// builds it declares them.
///
/// Under the `@State` macro (the default, as the current toolchains build it)
/// the initial value's expression runs once, when the view's identity first
/// appears, and the storage is named with two underscores: `_printChanges`
/// says `__taps changed.` Under the property wrapper of earlier toolchains it
/// runs at every initialisation of the view, whose value is thrown away once
/// the view has state, and the storage has one underscore: `_taps`.
package enum StateDeclaration: Sendable, Equatable, CaseIterable {
    /// The `@State` macro: made once per identity, stored as `__name`.
    case macro
    /// The property wrapper: made at every initialisation, stored as `_name`.
    case wrapper

    /// Makes this the declaration of the views initialised on this thread
    /// until ``leave(_:)`` is given what this returns: what a session does
    /// around everything it runs.
    package func enter() -> Int {
        Self.slot.exchange(word)
    }

    /// Ends what ``enter()`` began, with what it returned.
    package func leave(_ outer: Int) {
        Self.slot.restore(outer, from: word)
    }

    /// This declaration as this thread's word: 0 is none (the macro).
    private var word: Int { self == .macro ? 1 : 2 }

    /// The declaration ``enter()`` set last on this thread, or the macro.
    package static var current: StateDeclaration {
        slot.word == 2 ? .wrapper : .macro
    }

    /// The storage name of `@State var name` under this declaration, from the
    /// property wrapper's `_name`.
    func storageName(_ wrapperName: String) -> String {
        self == .macro ? "_" + wrapperName : wrapperName
    }

    /// This thread's declaration: 0 for none (the macro), 1 the macro, 2 the wrapper.
    private static let slot = ThreadSlot()
}
