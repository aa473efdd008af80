/// What one tracking scope read: for each registrar it touched, the key paths.
///
/// An access list belongs to the thread that runs its scope and is never shared,
/// so it needs no lock.
final class AccessList {
    struct Entry {
        let context: Registrar.Context
        var keyPaths: Set<AnyKeyPath>
    }

    /// The scope this one is nested in, restored when this one ends.
    let enclosing: AccessList?
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    init(enclosing: AccessList?) {
        self.enclosing = enclosing
    }

    func record(_ context: Registrar.Context, _ keyPath: AnyKeyPath) {
        entries[ObjectIdentifier(context), default: Entry(context: context, keyPaths: [])]
            .keyPaths.insert(keyPath)
    }

    /// P7: what an inner scope read also counts for the one enclosing it.
    func merge(into outer: AccessList) {
        for (id, entry) in entries {
            outer.entries[id, default: Entry(context: entry.context, keyPaths: [])]
                .keyPaths.formUnion(entry.keyPaths)
        }
    }
}
