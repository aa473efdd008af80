internal import Locking
import Observation

/// The properties a body read through Apple's registrar, recorded while an
/// ``ObservationTracker`` that names key paths runs it: Apple's public
/// `withObservationTracking` does not say which property changed, so the
/// tracker tracks each one read apart as well, to name it (G5).
@usableFromInline
final class ObservedReads {
    /// One property read: reading it again under tracking, and its name.
    struct Read {
        let model: ObjectIdentifier
        let keyPath: AnyKeyPath
        /// Reads the property again, through the registrar, so that a
        /// tracking around it hears of its next change alone.
        let access: () -> Void
        /// `\Sightings.robins`.
        let name: String
    }

    private(set) var reads: [Read] = []

    /// Runs `body`, recording what it reads through Apple's registrar.
    func recording<Result>(_ body: () -> Result) -> Result {
        let outer = Self.slot.pointer
        Self.slot.pointer = Unmanaged.passUnretained(self).toOpaque()
        defer { Self.slot.pointer = outer }
        return body()
    }

    /// Notes a read of `keyPath` of `model` through `registrar`, if a body
    /// is being recorded on this thread.
    @usableFromInline
    static func note<Owner: Observable & AnyObject, Member>(
        _ model: Owner, _ keyPath: KeyPath<Owner, Member>, _ registrar: ObservationRegistrar,
        named name: () -> String
    ) {
        guard let raw = slot.pointer else { return }
        let recorder = Unmanaged<ObservedReads>.fromOpaque(raw).takeUnretainedValue()
        let id = ObjectIdentifier(model)
        if recorder.reads.contains(where: { $0.model == id && $0.keyPath == keyPath }) { return }
        recorder.reads.append(Read(model: id, keyPath: keyPath, access: { registrar.access(model, keyPath: keyPath) }, name: name()))
    }

    /// The recording under way on this thread, if any.
    private static let slot = ThreadSlot()
}
