#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation

/// What a long run is doing, on one line of standard error: shown only when
/// standard error is a terminal, once the run has taken a second, and never
/// with `--quiet`. It writes nothing a pipe or a file would keep.
final class RunProgress {
    private let shown: Bool
    private let start = now()
    private var last = ""

    /// Progress for a run; `quiet` silences it.
    init(quiet: Bool) {
        shown = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Says what the run is doing now: `guide-list size 1000 · property·class · sample 3 of 15`.
    func report(_ doing: @autoclosure () -> String) {
        guard shown, now() - start > 1_000_000_000 else { return }
        let text = doing()
        guard text != last else { return }
        last = text
        // Back to the start of the line, the text, the rest of the line cleared.
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
    }

    /// Clears the line, if anything was shown.
    func finish() {
        guard shown, !last.isEmpty else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        last = ""
    }
}
