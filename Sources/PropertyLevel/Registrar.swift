/// Records the reads of a ``Trackable`` object's properties and tells the
/// observers of a key path before it changes.
///
/// What the `@Observable` macro adds to a class, written by hand: the getter of
/// an observed property calls ``access(_:keyPath:)``, its setter wraps the store
/// in ``withMutation(of:keyPath:_:)``, and its `_modify` accessor calls
/// ``willSet(_:keyPath:)`` before and ``didSet(_:keyPath:)`` after.
/// Copies of a registrar share one set of observers.
public struct Registrar: Sendable {
    @usableFromInline let storage: Storage

    /// Creates a registrar with no observers.
    public init() {
        storage = Storage()
    }

    /// The registrar's object: held by the model alone, so it is freed with
    /// the model. Its observer list is made with it, as Apple's registrar makes
    /// its storage when the model is made: reading a property in a scope, or
    /// changing one, finds the list with a load, not an atomic exchange.
    @usableFromInline
    final class Storage: Sendable {
        /// The observer list; trackings hold it, never the model.
        @usableFromInline let context = Context()

        deinit {
            // A tracking that never fired holds the observer list (never the
            // model); the model is gone, so clear the list and break that cycle (P10).
            context.removeAll()
        }
    }

    /// Records that `keyPath` of `subject` was read, in the innermost tracking
    /// scope of this thread (P1); outside any scope it records nothing.
    ///
    /// - Complexity: O(1) outside a scope (one thread-local read); amortised
    ///   O(1) inside one.
    @inlinable
    public func access<Subject: Trackable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        // The key path is made only inside a scope: making one costs more than the read.
        ScopeSlot.record(storage.context) { keyPath() }
    }

    /// Tells the observers of `keyPath` that it is about to change, then runs
    /// `mutation`, which stores the new value.
    ///
    /// The setter decides whether to call this at all: an `Equatable` value equal
    /// to the current one is not a change (P6).
    ///
    /// - Complexity: O(1) with no observer; O(k) for the k observers of `keyPath`.
    @inlinable
    public func withMutation<Subject: Trackable, Member, T>(
        of subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ mutation: () throws -> T,
        member: StaticString = #function
    ) rethrows -> T {
        willSet(subject, keyPath: keyPath(), member: member)
        defer { didSet(subject, keyPath: keyPath(), member: member) }
        return try mutation()
    }

    /// Tells the observers of `keyPath` that it is about to change in place, as a
    /// `_modify` accessor does before it yields the storage.
    ///
    /// Every observer of `keyPath` fires here (P3), before the new value is
    /// stored, and is removed from every registrar it was installed in.
    ///
    /// - Complexity: O(1) with no observer; O(k) for the k observers of `keyPath`.
    @inlinable
    public func willSet<Subject: Trackable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        member: StaticString = #function
    ) {
        // An unobserved registrar is told nothing, and no key path is made.
        let context = storage.context
        if context.isObserved {
            context.willSet(keyPath(), subject: Subject.self, member: member)
        }
    }

    /// Tells the observers of `keyPath` that it is about to change, naming it
    /// `name` in the ``Change`` they are told: for accessors that are not the
    /// property's own, such as a property wrapper's, where the key path of the
    /// property does not describe itself.
    ///
    /// - Complexity: O(1) with no observer; O(k) for the k observers of `keyPath`.
    @inlinable
    public func willSet<Subject: Trackable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>, named name: () -> String
    ) {
        let context = storage.context
        if context.isObserved {
            context.willSet(keyPath(), describedBy: name)
        }
    }

    /// Marks the end of a mutation of `keyPath` begun by ``willSet(_:keyPath:)``:
    /// the value is stored, and event observers that asked for did-set are told (E2).
    ///
    /// - Complexity: O(1) with no observer; O(d) for the d observers waiting
    ///   for a did-set here.
    @inlinable
    public func didSet<Subject: Trackable, Member>(
        _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        member: StaticString = #function
    ) {
        // Only an event observer waits for a did-set; no key path is made otherwise.
        let context = storage.context
        if context.isAwaitingDidSet {
            context.didSet(keyPath())
        }
    }

    /// How many observers wait on this registrar: none once each has fired or
    /// been cancelled (P10).
    public var observerCount: Int { storage.context.observerCount }

}
