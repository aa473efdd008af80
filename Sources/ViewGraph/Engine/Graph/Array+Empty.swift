extension Array {
    /// Removes every element and keeps the storage: one by one while there
    /// are few, as a flush's arrays usually hold (one view invalidated, one
    /// run), where the general removal of a range costs more than they do.
    package mutating func empty() {
        guard count > 8 else {
            while !isEmpty { removeLast() }
            return
        }
        removeAll(keepingCapacity: true)
    }
}
