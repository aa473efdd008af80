import Foundation
import ObjectLevel
import Synchronization

/// The models a body reads under object-level notification, recorded only
/// while a stale view is being explained: Broadcast tracks no read, so this is
/// how the report can say that a stale view read an object it does not hold.
@usableFromInline
enum ObjectReads {
    /// How many threads are recording: while none is, a read costs one load.
    private static let recorders = Atomic(0)
    private static let key = "ObservationHarness.ObjectReads"

    /// The objects `body` read, in the order first read.
    static func recording(_ body: () -> Void) -> [AnyObject] {
        let list = Recorded()
        recorders.add(1, ordering: .sequentiallyConsistent)
        Thread.current.threadDictionary[key] = list
        body()
        Thread.current.threadDictionary[key] = nil
        recorders.subtract(1, ordering: .sequentiallyConsistent)
        return list.objects
    }

    /// Notes that `model` was read, if this thread is recording.
    @usableFromInline
    static func record(_ model: AnyObject) {
        guard recorders.load(ordering: .relaxed) > 0,
            let list = Thread.current.threadDictionary[key] as? Recorded
        else { return }
        if !list.objects.contains(where: { $0 === model }) { list.objects.append(model) }
    }

    /// One thread's reads.
    private final class Recorded {
        var objects: [AnyObject] = []
    }
}
