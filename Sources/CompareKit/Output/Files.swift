#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
internal import CrashContext
import Dispatch
import Foundation

// Writing a report's file: checked before the run, written aside, renamed
// into place, left as it was by a failed or interrupted run.

/// What stands at a path an output is written to, symlinks followed.
private enum Target {
    /// Nothing yet: a new file is made.
    case absent
    /// A regular file: replaced atomically, keeping its permissions.
    case file(permissions: mode_t)
    /// A FIFO, a device, a socket (`/dev/stdout`, `/dev/null`): written to
    /// directly, never replaced.
    case special

    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .absent
            return
        }
        self = (status.st_mode & S_IFMT) == S_IFREG ? .file(permissions: status.st_mode & 0o7777) : .special
    }
}

/// The path an output really goes to: a symlink's target, so that writing
/// replaces the file it points at and leaves the link.
private func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}

/// Checks, before anything runs, that `path` can be written: its folder exists
/// and is writable, it is not a folder, and a file already there may be written;
/// a refusal names `option`, the one that gave the path.
func checkWritable(_ path: String, for option: String = "--output") throws(Failure) {
    let target = resolved(path)
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue {
        throw .failure("cannot write '\(path)': it is a folder; give a file name to \(option)")
    }
    switch Target(target) {
    case .special:
        guard access(target, W_OK) == 0 else {
            throw .failure("cannot write '\(path)': \(String(cString: strerror(errno))); choose another \(option)")
        }
        return
    case .file:
        // A file the user may not write is an error, not something to replace.
        guard access(target, W_OK) == 0 else {
            throw .failure("cannot write '\(path)': the file is not writable; change its permissions or choose another \(option)")
        }
    case .absent:
        break
    }
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        throw .failure("cannot write '\(path)': the folder '\(folder)' does not exist; create it or choose another \(option)")
    }
    guard isFolder.boolValue else {
        throw .failure("cannot write '\(path)': '\(folder)' is a file, not a folder; choose another \(option)")
    }
    // Permission bits do not tell root the whole story: try a file there.
    let probe = temporaryPath(for: url)
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
        if url.lastPathComponent.utf8.count > 255 {
            throw .failure("cannot write '\(path)': the file name is longer than 255 bytes; choose a shorter \(option)")
        }
        throw .failure("cannot write '\(path)': the folder '\(folder)' is not writable; choose another \(option)")
    }
    try? FileManager.default.removeItem(at: probe)
}

/// Writes `text` to `path` in one go, as ``ReportOutput`` writes a file.
func writeAtomically(_ text: String, to path: String) throws(Failure) {
    let output = try ReportOutput(path)
    do {
        try output.write(text)
        try output.finish()
    } catch {
        output.discard()
        throw error
    }
}

/// Where an output goes as it is written, piece by piece: standard output, or
/// the file at `path`. A regular file (or a new one) is written aside, to a
/// temporary file in the same folder, then given the old file's permissions
/// and renamed into place by ``finish()``, so that a failed or interrupted run
/// (SIGINT, SIGTERM) leaves no file and no half-written one. A symlink is
/// followed and its target written. A FIFO or a device is written to
/// directly, never replaced.
final class ReportOutput {
    private let path: String?
    private let target: String
    private let kind: Target
    private let handle: FileHandle?
    private let temporary: URL?
    private var interrupts: Interrupts?

    /// An output to standard output when `path` is nil, else to the file at `path`.
    init(_ path: String?) throws(Failure) {
        self.path = path
        guard let path else {
            (target, kind, handle, temporary) = ("", .special, nil, nil)
            endWhenStandardOutputCloses()
            return
        }
        target = resolved(path)
        kind = Target(target)
        if case .special = kind {
            temporary = nil
            handle = FileHandle(forWritingAtPath: target)
        } else {
            let temporary = temporaryPath(for: URL(fileURLWithPath: target))
            self.temporary = temporary
            handle =
                FileManager.default.createFile(atPath: temporary.path, contents: nil)
                ? FileHandle(forWritingAtPath: temporary.path) : nil
            interrupts = Interrupts { try? FileManager.default.removeItem(at: temporary) }
            // A crash removes it too, in the one line it ends in.
            crash_context_set_temporary(temporary.path)
        }
        guard handle != nil else {
            let reason = String(cString: strerror(errno))
            discard()
            throw .failure("cannot write '\(path)': \(reason); choose another --output")
        }
    }

    /// Appends `text`.
    func write(_ text: String) throws(Failure) {
        guard let handle else {
            // Out now, not when the buffer fills: a reader sees each section as it comes.
            StandardOutput.write(text)
            fflush(stdout)
            return
        }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            discard()
            throw .failure("cannot write '\(path ?? "")': \(error.localizedDescription); choose another --output")
        }
    }

    /// Puts the output in place: a file written aside replaces the one at its path.
    func finish() throws(Failure) {
        guard let handle, let path else { return }
        do {
            try handle.close()
        } catch {
            discard()
            throw .failure("cannot write '\(path)': \(error.localizedDescription); choose another --output")
        }
        guard let temporary else { return }
        if case .file(let permissions) = kind {
            chmod(temporary.path, permissions)
        }
        // rename(2) replaces an existing file in one step.
        guard rename(temporary.path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw .failure("cannot write '\(path)': \(reason); choose another --output")
        }
        interrupts = nil
        crash_context_set_temporary(nil)
    }

    /// Drops what was written aside, leaving the file at the path as it was.
    func discard() {
        try? handle?.close()
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        interrupts = nil
        if temporary != nil { crash_context_set_temporary(nil) }
    }
}

/// A hidden file beside `url`, named for this process.
private func temporaryPath(for url: URL) -> URL {
    url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
}
