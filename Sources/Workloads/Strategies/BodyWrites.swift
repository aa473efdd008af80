internal import CrashContext
internal import Locking

/// The tracked properties a body wrote while it ran (A15): SwiftUI calls it
/// modifying state during view update. Under property-level tracking a body's
/// observers are installed once it returns, so a write it made to what it had
/// read tells no one; its tracker announces each write again once they are
/// installed, so that a body that writes what it read runs again, as under
/// object-level it does at once, and a flush that never settles stops and
/// says which view wrote what.
enum BodyWrites {
    /// This thread's writes since the last body's tracker took them.
    private static let slot = ThreadSlot()

    /// One write: the property's name, and how to announce it again.
    private final class Log {
        var writes: [(name: String, announce: () -> Void)] = []
    }

    /// Notes a write of the property `name`, made while a body runs; `announce`
    /// tells its strategy of it again.
    static func note(_ name: String, announce: @escaping () -> Void) {
        let log: Log
        if let pointer = slot.pointer {
            log = Unmanaged<Log>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            log = Log()
            slot.pointer = Unmanaged.passRetained(log).toOpaque()
        }
        // The first write of a body: what an earlier body left is not this one's.
        if crash_context_body_writes() == 0 { log.writes = [] }
        log.writes.append((name, announce))
        crash_context_set_body_writes(crash_context_body_writes() + 1)
    }

    /// Whether the body that just ran wrote tracked state.
    static var pending: Bool { crash_context_body_writes() != 0 }

    /// Announces again each write the body that just ran made, now that its
    /// tracking is installed, and forgets them.
    static func announceAgain() {
        crash_context_set_body_writes(0)
        guard let pointer = slot.pointer else { return }
        let log = Unmanaged<Log>.fromOpaque(pointer).takeUnretainedValue()
        let writes = log.writes
        log.writes = []
        for write in writes { write.announce() }
    }

    /// Forgets the writes of the body that just ran: its strategy heard them.
    static func forget() {
        crash_context_set_body_writes(0)
    }
}
