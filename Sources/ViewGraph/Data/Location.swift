/// A place a body can read that belongs to the view framework, not to a model:
/// a view's state (G7) or an ancestor's environment value (G9). It keeps the
/// views that read it on their last run, and tells them, through the graph's
/// inbox, when it changes to an unequal value. It works the same under every
/// strategy: no registrar and no Broadcast is involved.
package class Location {
    /// The name a change is reported under: `_query`, or an environment key.
    package let cause: Cause
    /// The graph whose views read it; nil for a from-scratch render, which
    /// tells no one.
    private let reading: Reading?
    /// Which location this is, across renders of one screen: set by the reference walk.
    package var identity: LocationID?
    /// The views that read it on their last run, by id.
    package private(set) var readers: Set<Int> = []
    /// The live location this one copies, for a from-scratch render.
    private let original: ObjectIdentifier?

    package init(cause: Cause, reading: Reading?, copying original: ObjectIdentifier? = nil) {
        self.cause = cause
        self.reading = reading
        self.original = original
    }

    /// Which location this is: the same for a live location and the copies a
    /// from-scratch render makes of it, so that a binding to either is the
    /// same binding (G8).
    package final var location: ObjectIdentifier { original ?? ObjectIdentifier(self) }

    /// Records that the view running now, if any, read this location.
    final func recordRead() {
        guard let reading, let node = reading.running else { return }
        if readers.insert(node.id).inserted {
            node.locationsRead.append(self)
        }
    }

    /// Forgets that view `id` read this: it is about to run again, or is gone.
    package final func forget(_ id: Int) {
        readers.remove(id)
    }

    /// Whether `other`, a later copy of the same location, tells its readers
    /// nothing new: for state, no write since; for the environment, an equal value.
    func holdsSameValue(as other: Location) -> Bool { false }

    /// A copy holding the same value, for a from-scratch render: it tells no
    /// one, and records reads only for `reading`.
    package func copy(reading: Reading?) -> Location { self }

    /// The value held, read without making anyone depend on it; an object
    /// kept or placed is the object.
    var heldValue: Any? { nil }

    /// Tells every reader that this location changed (G3: they run at the next flush).
    final func tellReaders() {
        guard let reading else { return }
        for id in readers { reading.inbox.post(id, cause) }
    }
}

/// The part of a graph a ``Location`` needs: which view is running, and where
/// to post invalidations.
package final class Reading {
    package let inbox: Inbox
    /// The view whose body is running, if any; the graph holds it meanwhile.
    unowned(unsafe) var running: Node?

    package init(inbox: Inbox) {
        self.inbox = inbox
    }
}

/// A value a location holds, and whether another is the same, compared as
/// inputs are (G11): a class by identity, an `Equatable` value with its `==`.
package final class StoredValue<Value>: Location {
    package private(set) var value: Value
    private let comparison = Inputs.comparison(of: Value.self)
    /// How many times it was written with an unequal value: a view that read
    /// it runs even when later writes bring the value back (G7).
    package private(set) var version: Int
    /// The copy of the same location a later from-scratch render made: a
    /// binding made from this one, held in a view value that a render hands
    /// on, reads and writes that one, which holds the value of now, as a
    /// binding the live graph keeps reads the live location. What this copy
    /// holds (its value, its version) is still what it held when made.
    private var successor: StoredValue?

    package init(_ value: Value, cause: Cause, reading: Reading?, copying original: ObjectIdentifier? = nil, version: Int = 0) {
        self.value = value
        self.version = version
        super.init(cause: cause, reading: reading, copying: original)
    }

    /// The value, as a body reads it: the running view depends on it.
    package func read() -> Value {
        if let successor { return successor.read() }
        recordRead()
        return value
    }

    /// The value, without making anyone depend on it.
    package func peek() -> Value { successor?.peek() ?? value }

    /// Makes `later`, a later render's copy of the same location, the one
    /// this copy's bindings read and write.
    func succeed(by later: StoredValue) {
        if later !== self { successor = later }
    }

    override func holdsSameValue(as other: Location) -> Bool {
        guard let other = other as? StoredValue<Value> else { return false }
        // State tells its readers of every unequal write; the environment is set
        // by its setter's run, once, with the value the run ends with.
        if case .state = cause { return other.version == version }
        return comparison.same(other.value, value)
    }

    override var heldValue: Any? {
        switch value {
        case let owned as Owned: owned.object
        case let placed as Placed: placed.object
        default: value
        }
    }

    package override func copy(reading: Reading?) -> Location {
        StoredValue(value, cause: cause, reading: reading, copying: location, version: version)
    }

    /// G7: stores `newValue` and tells the readers, unless it is the same as the value held.
    package func write(_ newValue: Value) {
        if let successor { return successor.write(newValue) }
        if store(newValue) { tellReaders() }
    }

    /// Stores `newValue` unless it is the same as the value held, telling no one;
    /// returns whether it changed. The graph tells an environment value's
    /// readers itself, in the pass that sets it (G9).
    @discardableResult
    package func store(_ newValue: Value) -> Bool {
        guard !comparison.same(newValue, value) else { return false }
        value = newValue
        version += 1
        return true
    }
}

/// A location's identity across renders of one screen: the path of the view
/// that owns it (its state) or sets it (an environment value), and its name.
package struct LocationID: Hashable {
    package let path: [ViewIdentity]
    package let name: String
    let isState: Bool
}
