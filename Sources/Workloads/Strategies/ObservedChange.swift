internal import Locking

/// The property whose change Apple's registrar is announcing on this thread,
/// when one of the harness's models changes it: what an
/// ``ObservationTracker`` that names key paths asks in its `onChange`, which
/// the framework calls from inside its `willSet` without saying which
/// property changed (G5). The one property a body read that changed first is
/// the one whose change fires its tracking, so it is the cause to name.
enum ObservedChange {
    /// The storage key path changing and its owner's type: on the stack of
    /// the change, for as long as the registrar announces it.
    private struct Changing {
        let keyPath: AnyKeyPath
        let owner: Any.Type
    }

    /// Runs `willSet`, the registrar's announcement that `keyPath` of an
    /// `owner` is about to change, with that change noted as this thread's.
    static func announcing(_ keyPath: AnyKeyPath, of owner: Any.Type, _ willSet: () -> Void) {
        withUnsafePointer(to: Changing(keyPath: keyPath, owner: owner)) { changing in
            slot.with(Int(bitPattern: changing), willSet)
        }
    }

    /// `\Sightings.robins`, the property changing on this thread; nil when no
    /// change of a harness model is being announced.
    static var name: String? {
        guard let pointer = slot.pointer else { return nil }
        let changing = pointer.assumingMemoryBound(to: Changing.self).pointee
        return propertyName(of: changing.keyPath, in: changing.owner)
    }

    private static let slot = ThreadSlot()
}
