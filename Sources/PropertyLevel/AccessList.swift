/// What one tracking scope read: for each registrar it touched, the key paths.
///
/// An access list belongs to the thread that runs its scope and is never shared,
/// so it needs no lock. A scope usually touches one registrar and one or two key
/// paths in it, so the first of each is held inline (no allocation) and the rest
/// in arrays searched by identity first; a scope that touches many registrars
/// gets an index.
@usableFromInline
final class AccessList {
    struct Entry {
        let context: Registrar.Context
        private(set) var first: AnyKeyPath
        private(set) var others: [AnyKeyPath] = []

        init(_ context: Registrar.Context, _ keyPath: AnyKeyPath) {
            self.context = context
            first = keyPath
        }

        mutating func insert(_ keyPath: AnyKeyPath) {
            // A key path literal is one object per call site, so identity usually answers.
            if first === keyPath { return }
            for known in others where known === keyPath { return }
            if first == keyPath { return }
            for known in others where known == keyPath { return }
            others.append(keyPath)
        }

        /// Every key path read in this registrar.
        func forEach(_ body: (AnyKeyPath) -> Void) {
            body(first)
            others.forEach(body)
        }
    }

    /// The scope this one is nested in, restored when this one ends.
    let enclosing: AccessList?
    private var first: Entry?
    private var others: [Entry] = []
    /// Where each registrar's entry is in `others`, once there are more than a few.
    private var index: [ObjectIdentifier: Int] = [:]
    private static let indexFrom = 8

    init(enclosing: AccessList?) {
        self.enclosing = enclosing
    }

    @usableFromInline
    func record(_ context: Registrar.Context, _ keyPath: AnyKeyPath) {
        guard first != nil else {
            first = Entry(context, keyPath)
            return
        }
        if first!.context === context {
            first!.insert(keyPath)
            return
        }
        if others.count < Self.indexFrom {
            for position in others.indices where others[position].context === context {
                others[position].insert(keyPath)
                return
            }
        } else if let position = index[ObjectIdentifier(context)] {
            others[position].insert(keyPath)
            return
        }
        others.append(Entry(context, keyPath))
        if others.count == Self.indexFrom {
            for (position, entry) in others.enumerated() { index[ObjectIdentifier(entry.context)] = position }
        } else if others.count > Self.indexFrom {
            index[ObjectIdentifier(context)] = others.count - 1
        }
    }

    /// Every registrar touched, with the key paths read in it.
    func forEach(_ body: (Entry) -> Void) {
        guard let first else { return }
        body(first)
        others.forEach(body)
    }

    /// P7: what an inner scope read also counts for the one enclosing it.
    func merge(into outer: AccessList) {
        forEach { entry in
            entry.forEach { outer.record(entry.context, $0) }
        }
    }
}
