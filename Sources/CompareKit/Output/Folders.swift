#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation
import Synchronization

/// Checks, before anything runs, that `path` is a folder or can be made one.
func checkFolder(_ path: String) throws(Failure) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        throw .failure("cannot write to '\(path)': it is a file, not a folder; give another --output-dir")
    }
    let parent = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
        throw .failure("cannot create the folder '\(path)': its parent '\(parent)' does not exist; give another --output-dir")
    }
    guard access(parent, W_OK) == 0 else {
        throw .failure("cannot write '\(path)': its parent '\(parent)' is not writable; give another --output-dir")
    }
}

/// Writes `files` (paths inside `folder`) as one change. They go into a folder
/// beside it first, with what `folder` held already when `keeping`, which then
/// takes its place; interrupted (SIGINT, SIGTERM), the run removes that folder,
/// so `folder` stays as it was and nothing is left beside it.
func replaceFolder(_ folder: String, keeping: Bool, with files: [(String, String)]) throws(Failure) {
    let manager = FileManager.default
    let parent = (folder as NSString).deletingLastPathComponent.isEmpty ? "." : (folder as NSString).deletingLastPathComponent
    let name = (folder as NSString).lastPathComponent
    let pid = ProcessInfo.processInfo.processIdentifier
    let staging = (parent as NSString).appendingPathComponent(".\(name).\(pid).new")
    let retired = (parent as NSString).appendingPathComponent(".\(name).\(pid).old")
    // Set once the new folder is in place: the change is made, and an
    // interrupt from then on only finishes clearing the old one away.
    let replaced = Atomic(false)
    let interrupts = Interrupts {
        let files = FileManager.default
        // Swapped: the flag, or, just before it is set, the new folder in place
        // and the old one beside it.
        let swapped = !files.fileExists(atPath: staging) && files.fileExists(atPath: retired) && files.fileExists(atPath: folder)
        if replaced.load(ordering: .acquiring) || swapped {
            try? FileManager.default.removeItem(atPath: retired)
            exit(ExitCode.success)
        }
        try? FileManager.default.removeItem(atPath: staging)
        if !FileManager.default.fileExists(atPath: folder), FileManager.default.fileExists(atPath: retired) {
            _ = rename(retired, folder)
        }
    }
    defer { withExtendedLifetime(interrupts) {} }
    do {
        if keeping && manager.fileExists(atPath: folder) {
            try manager.copyItem(atPath: folder, toPath: staging)
        } else {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        }
        for (file, text) in files {
            let path = (staging as NSString).appendingPathComponent(file)
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    } catch {
        try? manager.removeItem(atPath: staging)
        throw .failure("cannot write '\(folder)': \(error.localizedDescription); give another --output-dir")
    }
    let existed = manager.fileExists(atPath: folder)
    guard !existed || rename(folder, retired) == 0, rename(staging, folder) == 0 else {
        let reason = String(cString: strerror(errno))
        if existed && !manager.fileExists(atPath: folder) { _ = rename(retired, folder) }
        try? manager.removeItem(atPath: staging)
        throw .failure("cannot replace '\(folder)': \(reason); give another --output-dir")
    }
    replaced.store(true, ordering: .releasing)
    try? manager.removeItem(atPath: retired)
}
