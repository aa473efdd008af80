#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The exit codes the command line documents in `--help` and docs/command-line.md.
enum ExitCode: Int32 {
    /// Everything ran, and every check passed.
    case success = 0
    /// A failure while running: a stale view, an output that could not be written.
    case failure = 1
    /// The counts differ from the expected counts.
    case countsDiffer = 2
    /// The command line cannot be run as written (EX_USAGE): an unknown name, a
    /// bad value, contradictory options, an expectations file that cannot be read,
    /// or a workload written wrong (``Workload/problem``).
    case usage = 64
    /// A body or a step crashed (EX_SOFTWARE): one line names the view, the
    /// workload, the step and the combination, and no output file is left.
    case crashed = 70
}

/// A problem that ends the run with one line on standard error and an exit code.
struct Failure: Error, Equatable {
    let message: String
    let code: ExitCode

    /// A command line that cannot be run as written.
    static func usage(_ message: String) -> Failure {
        Failure(message: message, code: .usage)
    }

    /// A failure found while running.
    static func failure(_ message: String) -> Failure {
        Failure(message: message, code: .failure)
    }
}

/// Writes `line` to standard error, prefixed with the name of the executable
/// that says it: `feeder: unknown option …`.
func complain(_ line: String, as name: String) {
    StandardError.write(name + ": " + line + "\n")
}

/// Ends the process with `code`.
func exit(_ code: ExitCode) -> Never {
    exit(code.rawValue)
}
