internal import CoreFoundation
import Foundation

/// The main dispatch queue, which the main thread's run loop drains: where
/// `DispatchQueue.main.async` sends a block (A14).
enum MainQueue {
    /// Runs the blocks waiting on the main queue, as one pass of the main
    /// thread's run loop does, and says whether there were any. Off the main
    /// thread the queue is not this thread's to drain: nothing runs.
    static func ranBlocks() -> Bool {
        #if os(Linux)
        // There the blocks a step sends run on the main actor the graph's thread stands in for (MainActorHooks).
        return false
        #else
        guard Thread.isMainThread else { return false }
        // One pass, returning as soon as a source was handled: the queue's blocks are one source.
        return CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true).rawValue == handledSource
        #endif
    }

    /// `kCFRunLoopRunHandledSource`, the same number on every platform.
    private static let handledSource = 4
}
