/// What one tracking scope read: for each registrar it touched, the key paths.
///
/// An access list belongs to the thread that runs its scope and is never shared,
/// so it needs no lock. A scope usually touches one registrar and reads one or
/// two key paths in it, so that first registrar and its first key path are held
/// in fields of their own, and the rest in arrays searched by identity first; a
/// scope that touches many registrars gets an index.
@usableFromInline
final class AccessList {
    /// The key paths read in one registrar, after the first.
    struct Entry {
        let context: Registrar.Context
        var keyPaths: [AnyKeyPath]
    }

    // One thread uses an access list, and no two accesses below overlap, so the
    // run-time exclusivity check (a thread-local lookup per access, a sixth of
    // a tracked read's cost) is off for these fields.

    /// The scope this one is nested in, restored when this one ends.
    @exclusivity(unchecked) var enclosing: AccessList?
    /// The first registrar read, its first key path and any more read in it.
    @exclusivity(unchecked) private(set) var firstContext: Registrar.Context?
    @exclusivity(unchecked) private(set) var firstKeyPath: AnyKeyPath?
    /// The same two, unretained: what ``install(_:)`` hands on, borrowed, since
    /// this list holds both until it is reset (a load of a stored reference
    /// passed to a call is otherwise retained around it).
    @exclusivity(unchecked) private var borrowedFirst: (context: Unmanaged<Registrar.Context>, keyPath: Unmanaged<AnyKeyPath>)?
    @exclusivity(unchecked) private(set) var moreKeyPaths: [AnyKeyPath] = []
    /// The other registrars read, each with its key paths.
    @exclusivity(unchecked) private(set) var others: [Entry] = []
    /// Where each registrar's entry is in `others`, once there are more than a few.
    @exclusivity(unchecked) private var index: [ObjectIdentifier: Int] = [:]
    private static let indexFrom = 8

    init(enclosing: AccessList?) {
        self.enclosing = enclosing
    }

    /// Records a read of `keyPath` in `context`; the key path is handed over,
    /// not copied, so the first one read is stored without a retain.
    @usableFromInline
    func record(_ context: Registrar.Context, _ keyPath: consuming AnyKeyPath) {
        guard let firstContext else {
            self.firstContext = context
            borrowedFirst = (Unmanaged.passUnretained(context), Unmanaged.passUnretained(keyPath))
            firstKeyPath = consume keyPath
            return
        }
        if firstContext === context {
            // A key path literal is one object per call site, so identity usually answers.
            if firstKeyPath === keyPath || Self.holds(moreKeyPaths, keyPath) || firstKeyPath == keyPath { return }
            moreKeyPaths.append(keyPath)
            return
        }
        let position = entry(for: context)
        if !Self.holds(others[position].keyPaths, keyPath) {
            others[position].keyPaths.append(keyPath)
        }
    }

    private static func holds(_ keyPaths: [AnyKeyPath], _ keyPath: AnyKeyPath) -> Bool {
        keyPaths.contains { $0 === keyPath } || keyPaths.contains(keyPath)
    }

    /// The position in `others` of `context`'s entry, made if it is new.
    private func entry(for context: Registrar.Context) -> Int {
        if others.count < Self.indexFrom {
            if let position = others.firstIndex(where: { $0.context === context }) { return position }
        } else if let position = index[ObjectIdentifier(context)] {
            return position
        }
        others.append(Entry(context: context, keyPaths: []))
        if others.count == Self.indexFrom {
            for (position, entry) in others.enumerated() { index[ObjectIdentifier(entry.context)] = position }
        } else if others.count > Self.indexFrom {
            index[ObjectIdentifier(context)] = others.count - 1
        }
        return others.count - 1
    }

    /// Installs `tracking` in every registrar read, for the key paths read there.
    /// A registrar that finds it already done (fired elsewhere meanwhile) does
    /// not keep it.
    func install(_ tracking: Tracking) {
        if let (context, keyPath) = borrowedFirst {
            context._withUnsafeGuaranteedRef { context in
                keyPath._withUnsafeGuaranteedRef { keyPath in
                    // One key path read, the common case: the empty list of
                    // more is not loaded, so not retained around the call.
                    if moreKeyPaths.isEmpty {
                        context.install(tracking, for: keyPath, and: EmptyCollection())
                    } else {
                        context.install(tracking, for: keyPath, and: moreKeyPaths)
                    }
                }
            }
        }
        guard !others.isEmpty else { return }
        for entry in others {
            entry.context.install(tracking, for: entry.keyPaths[0], and: entry.keyPaths.dropFirst())
        }
    }

    /// Hands the first registrar read to the tracking made for this scope,
    /// moved, not copied: the tracking holds it from then on, and this list,
    /// about to be reset, need not let go of it. ``install(_:)`` still finds it,
    /// borrowed, while the tracking holds it.
    func takeFirstContext() -> Registrar.Context? {
        firstContext.take()
    }

    /// The key paths read in the first registrar.
    var firstKeyPaths: [AnyKeyPath] {
        firstKeyPath.map { [$0] + moreKeyPaths } ?? []
    }

    /// Forgets everything read, keeping the storage, so the list can serve another scope.
    func reset() {
        // Fields already empty are not written: storing nil over nil is still
        // a call to release the old value.
        if enclosing != nil { enclosing = nil }
        borrowedFirst = nil
        if firstContext != nil { firstContext = nil }
        firstKeyPath = nil
        if !moreKeyPaths.isEmpty { moreKeyPaths.removeAll(keepingCapacity: true) }
        if !others.isEmpty { others.removeAll(keepingCapacity: true) }
        if !index.isEmpty { index.removeAll(keepingCapacity: true) }
    }

    /// P7: what an inner scope read also counts for the one enclosing it.
    func merge(into outer: AccessList) {
        if let firstContext {
            for keyPath in firstKeyPaths { outer.record(firstContext, keyPath) }
        }
        for entry in others {
            for keyPath in entry.keyPaths { outer.record(entry.context, keyPath) }
        }
    }
}
