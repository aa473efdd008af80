#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Checks, before anything runs, that `path` can be written: its folder exists
/// and is writable, and it is not itself a folder.
func checkWritable(_ path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw .failure("cannot write '\(path)': the folder '\(folder)' does not exist; create it or choose another --output")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        throw .failure("cannot write '\(path)': it is a folder; give a file name to --output")
    }
    // Permission bits do not tell root the whole story: try a file there.
    let probe = temporaryPath(for: url)
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
        throw .failure("cannot write '\(path)': the folder '\(folder)' is not writable; choose another --output")
    }
    try? FileManager.default.removeItem(at: probe)
}

/// Writes `text` to `path` atomically: to a temporary file in the same folder,
/// then renamed into place, so that a failed run leaves no file and no half-written one.
func writeAtomically(_ text: String, to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let temporary = temporaryPath(for: url)
    do {
        try Data(text.utf8).write(to: temporary)
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw .failure("cannot write '\(path)': \(error.localizedDescription); choose another --output")
    }
    // rename(2) replaces an existing file in one step.
    guard rename(temporary.path, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw .failure("cannot write '\(path)': \(reason); choose another --output")
    }
}

/// A hidden file beside `url`, named for this process.
private func temporaryPath(for url: URL) -> URL {
    url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
}
