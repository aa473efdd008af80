/// What one tracking scope read: for each registrar it touched, the key paths.
///
/// An access list belongs to the thread that runs its scope and is never shared,
/// so it needs no lock. A scope usually touches a registrar or two and a key
/// path or two in each, so both are kept in small arrays searched by identity
/// first; a scope that touches many registrars gets an index.
final class AccessList {
    struct Entry {
        let context: Registrar.Context
        var keyPaths: [AnyKeyPath]

        mutating func insert(_ keyPath: AnyKeyPath) {
            // A key path literal is one object per call site, so identity usually answers.
            for known in keyPaths where known === keyPath || known == keyPath { return }
            keyPaths.append(keyPath)
        }
    }

    /// The scope this one is nested in, restored when this one ends.
    let enclosing: AccessList?
    private(set) var entries: [Entry] = []
    /// Where each registrar's entry is, once there are more than a few.
    private var index: [ObjectIdentifier: Int] = [:]
    private static let indexFrom = 8

    init(enclosing: AccessList?) {
        self.enclosing = enclosing
    }

    func record(_ context: Registrar.Context, _ keyPath: AnyKeyPath) {
        entries[position(of: context)].insert(keyPath)
    }

    private func position(of context: Registrar.Context) -> Int {
        if entries.count < Self.indexFrom {
            for position in entries.indices where entries[position].context === context {
                return position
            }
        } else if let position = index[ObjectIdentifier(context)] {
            return position
        }
        entries.append(Entry(context: context, keyPaths: []))
        if entries.count == Self.indexFrom {
            for (position, entry) in entries.enumerated() {
                index[ObjectIdentifier(entry.context)] = position
            }
        } else if entries.count > Self.indexFrom {
            index[ObjectIdentifier(context)] = entries.count - 1
        }
        return entries.count - 1
    }

    /// P7: what an inner scope read also counts for the one enclosing it.
    func merge(into outer: AccessList) {
        for entry in entries {
            let position = outer.position(of: entry.context)
            for keyPath in entry.keyPaths {
                outer.entries[position].insert(keyPath)
            }
        }
    }
}
