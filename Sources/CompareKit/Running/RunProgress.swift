#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation
internal import Locking

/// What a long run is doing, on one line of standard error: shown only when
/// standard error is a terminal, once the run has taken a second, and never
/// with `--quiet`. It writes nothing a pipe or a file would keep.
///
/// `COMPARE_PROGRESS_AFTER_MS` in the environment sets that second, in
/// milliseconds: the tests set it to 0, so what is shown does not hang on how
/// fast the machine is.
final class RunProgress {
    private let shown: Bool
    private let after: UInt64 = ProcessInfo.processInfo.environment["COMPARE_PROGRESS_AFTER_MS"]
        .flatMap { UInt64($0) }.map { $0 * 1_000_000 } ?? 1_000_000_000
    private let start = now()
    private var last = ""
    /// What the line shows, for the one an interrupt ends the run with.
    private let showing = Showing()
    private var interrupts: Interrupts?

    /// Progress for a run; `quiet` silences it.
    init(quiet: Bool) {
        shown = !quiet && isatty(STDERR_FILENO) == 1
        guard shown else { return }
        // Interrupted (Ctrl-C), the line is finished with what the run was doing, after the output's own clean-up.
        let showing = showing
        interrupts = Interrupts {
            guard let doing = showing.text.withLock({ $0 }) else { return }
            let program = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "compare"
            FileHandle.standardError.write(Data("\r\(program): interrupted at \(doing); nothing more was measured\u{1B}[K\n".utf8))
        }
    }

    /// Says what the run is doing now: `guide-list size 1000 · property·class · sample 3 of 15`.
    func report(_ doing: @autoclosure () -> String) {
        guard shown, now() - start >= after else { return }
        let text = doing()
        guard text != last else { return }
        last = text
        showing.text.withLock { $0 = text }
        // Back to the start of the line, the text, the rest of the line cleared.
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
    }

    /// Clears the line, if anything was shown.
    func finish() {
        guard shown, !last.isEmpty else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        last = ""
        showing.text.withLock { $0 = nil }
    }
}

/// The progress line's text, read by the interrupt's handler on another thread.
private final class Showing: Sendable {
    let text = Locked<String?>.make(nil)
}
