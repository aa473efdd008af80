import HeapStatistics

/// Heap bytes per instance: the allocator's count of bytes in use, before and
/// after making 100,000 instances, divided by 100,000. Nil where the allocator
/// does not say.
func bytesPerInstance(_ make: () -> AnyObject) -> Double? {
    let count = 100_000
    var instances: [AnyObject] = []
    instances.reserveCapacity(count)
    let before = heap_bytes_in_use()
    for _ in 0..<count { instances.append(make()) }
    let after = heap_bytes_in_use()
    guard after > before else { return nil }
    return withExtendedLifetime(instances) { Double(after - before) / Double(count) }
}
