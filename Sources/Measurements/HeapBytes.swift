import HeapStatistics

/// Heap bytes per instance: the allocator's count of bytes in use, before and
/// after making 100,000 instances, divided by 100,000. `make` returns the
/// objects one instance keeps alive (a model, and what tracks it); every
/// observer it installs records into one ``Received``. Nil where the
/// allocator does not say.
/// Why a heap figure is missing: the allocator (the thread sanitizer's, say) keeps no count.
let noHeapBytes = "this allocator does not report bytes in use"

/// The most objects one instance may keep alive.
let maximumObjects = 4

func bytesPerInstance(_ make: (Received) -> [AnyObject]) -> Double? {
    let count = 100_000
    let received = Received()
    // One flat list, made big enough beforehand: no allocation of ours falls
    // between the two counts.
    var instances: [AnyObject] = []
    instances.reserveCapacity(count * maximumObjects)
    let before = heap_bytes_in_use()
    for _ in 0..<count { instances += make(received) }
    let after = heap_bytes_in_use()
    guard after > before else { return nil }
    return withExtendedLifetime((instances, received)) { Double(after - before) / Double(count) }
}
