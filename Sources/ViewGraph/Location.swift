/// A place a body can read that belongs to the view framework, not to a model:
/// a view's state (G7) or an ancestor's environment value (G9). It keeps the
/// views that read it on their last run, and tells them, through the graph's
/// inbox, when it changes to an unequal value. It works the same under every
/// strategy: no registrar and no Broadcast is involved.
class Location {
    /// The name a change is reported under: `_query`, or an environment key.
    let cause: Cause
    /// The graph whose views read it; nil for a from-scratch render, which
    /// tells no one.
    private let reading: Reading?
    /// Which location this is, across renders of one screen: set by the reference walk.
    var identity = ""
    /// The views that read it on their last run, by id.
    private var readers: [Int] = []

    init(cause: Cause, reading: Reading?) {
        self.cause = cause
        self.reading = reading
    }

    /// Records that the view running now, if any, read this location.
    final func recordRead() {
        guard let reading, let node = reading.running else { return }
        if !readers.contains(node.id) {
            readers.append(node.id)
            node.locationsRead.append(self)
        }
    }

    /// Forgets that view `id` read this: it is about to run again, or is gone.
    final func forget(_ id: Int) {
        readers.removeAll { $0 == id }
    }

    /// Whether `other` holds a value equal to this one's.
    func holdsSameValue(as other: Location) -> Bool { false }

    /// A copy holding the same value, for a from-scratch render: it tells no one.
    func copy() -> Location { self }

    /// Tells every reader that this location changed (G3: they run at the next flush).
    final func tellReaders() {
        guard let reading else { return }
        for id in readers { reading.inbox.post(id, cause) }
    }
}

/// The part of a graph a ``Location`` needs: which view is running, and where
/// to post invalidations.
final class Reading {
    let inbox: Inbox
    /// The view whose body is running, if any; the graph holds it meanwhile.
    unowned(unsafe) var running: Node?

    init(inbox: Inbox) {
        self.inbox = inbox
    }
}

/// A value a location holds, and whether another is equal to it.
final class StoredValue<Value: Equatable>: Location {
    private(set) var value: Value

    init(_ value: Value, cause: Cause, reading: Reading?) {
        self.value = value
        super.init(cause: cause, reading: reading)
    }

    /// The value, as a body reads it: the running view depends on it.
    func read() -> Value {
        recordRead()
        return value
    }

    /// The value, without making anyone depend on it.
    func peek() -> Value { value }

    override func holdsSameValue(as other: Location) -> Bool {
        (other as? StoredValue<Value>)?.value == value
    }

    override func copy() -> Location {
        StoredValue(value, cause: cause, reading: nil)
    }

    /// G7: stores `newValue` and tells the readers, unless it equals the value held.
    func write(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        tellReaders()
    }
}
