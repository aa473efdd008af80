#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Dispatch
import Foundation

/// Standard output, or what a caller reads in its place for the length of one
/// call: a test binds `reader` to see what a run prints.
enum StandardOutput {
    /// What reads the text printed, in place of standard output; nil for standard output.
    @TaskLocal static var reader: (@Sendable (String) -> Void)?

    /// Prints `text` as it is, adding no newline.
    static func write(_ text: String) {
        if let reader { reader(text) } else { print(text, terminator: "") }
    }
}

/// Standard error, or what a caller reads in its place for the length of one
/// call: a test binds `reader` to see what a run says there.
enum StandardError {
    /// What reads the text written, in place of standard error; nil for standard error.
    @TaskLocal static var reader: (@Sendable (String) -> Void)?

    static func write(_ text: String) {
        if let reader { reader(text) } else { FileHandle.standardError.write(Data(text.utf8)) }
    }
}

/// Whether standard output took everything written to it. A closed pipe
/// (`compare tally | head -1`) is not a failure; any other error is.
func standardOutputFailure() -> Failure? {
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return nil }
    let error = errno
    if error == EPIPE { return nil }
    return .failure("cannot write to standard output: \(String(cString: strerror(error))); check the disk or where it is redirected")
}

/// When standard output is a pipe, ends the process with exit 0 the moment its
/// reader goes away (`compare guide-list --sizes 10...100000 | head -1`), not at
/// the next write, which a sweep may make only minutes later. Only for a report
/// written to standard output: no file is being written aside to clean up.
func endWhenStandardOutputCloses() {
    _ = closedPipeWatch
}

/// The thread that waits, once per process, for standard output's reader to go.
private let closedPipeWatch: Void = {
    var status = stat()
    guard fstat(STDOUT_FILENO, &status) == 0, (status.st_mode & S_IFMT) == S_IFIFO else { return }
    let watcher = Thread {
        // Asking for no event, poll wakes only for POLLERR or POLLHUP: the reader closed its end.
        var watched = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
        while poll(&watched, 1, -1) < 0 && errno == EINTR {}
        if watched.revents & Int16(POLLERR | POLLHUP) != 0 { _exit(ExitCode.success.rawValue) }
    }
    watcher.start()
}()
