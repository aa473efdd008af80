#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Dispatch
import Foundation
internal import Locking

/// While one lives, SIGINT and SIGTERM run the `cleanUp` of each one alive,
/// in the order they were made, and end the process with 128 plus the
/// signal's number, as the shell reports an interrupted command. One set of
/// signal sources serves them all, so that no interrupt ends the process
/// before every clean-up has run.
final class Interrupts: Sendable {
    private struct Live {
        var cleanUps: [(key: Int, run: @Sendable () -> Void)] = []
        var next = 0
        var sources: [any DispatchSourceSignal] = []
    }

    // A pthread mutex, which the thread sanitizer sees: the handler reads on a dispatch thread.
    private static let live = Locked.make(Live())
    private let key: Int

    init(cleanUp: @escaping @Sendable () -> Void) {
        key = Self.live.withLock { live in
            if live.sources.isEmpty { live.sources = [SIGINT, SIGTERM].map(Self.source) }
            live.next += 1
            live.cleanUps.append((live.next, cleanUp))
            return live.next
        }
    }

    deinit {
        let key = key
        Self.live.withLock { live in
            live.cleanUps.removeAll { $0.key == key }
            guard live.cleanUps.isEmpty else { return }
            for source in live.sources { source.cancel() }
            live.sources = []
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
    }

    private static func source(_ number: Int32) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            for cleanUp in live.withLock({ $0.cleanUps.map(\.run) }) { cleanUp() }
            // At once, whatever the other threads are doing: exit's handlers could
            // wait on a lock the run holds, and the run end first with its own status.
            _exit(128 + number)
        }
        source.resume()
        return source
    }
}

/// Lets SIGINT and SIGTERM reach this thread, and the threads it starts,
/// even when the process that started this one handed its blocked signals
/// down (a test runner's worker thread, which blocks them, does): Ctrl-C and
/// a kill end the run, as the shell reports.
func unblockInterrupts() {
    #if canImport(Darwin)
    var interrupts = sigset_t((1 << (SIGINT - 1)) | (1 << (SIGTERM - 1)))
    #else
    var interrupts = sigset_t()
    sigemptyset(&interrupts)
    sigaddset(&interrupts, SIGINT)
    sigaddset(&interrupts, SIGTERM)
    #endif
    pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
}
