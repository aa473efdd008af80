extension Registrar.Context {
    /// A context's slots, with its event observers, in one allocation: the
    /// slots are stored after the header, so a model with two observed key
    /// paths makes one object for them, and the context keeps one word for it.
    ///
    /// Reached only holding the context's lock, or by the one thread that took
    /// the context's state out to clear it; only the context holds it, so it is
    /// changed in place.
    final class Tail: ManagedBuffer<Tail.Header, Slot> {
        /// What the tail holds besides its slots.
        struct Header {
            /// How many slots are stored.
            var count = 0
            /// The event observers (E1, E2): made for the first one, so a model
            /// that only views observe holds none.
            var extras: Extras?
        }

        /// A tail with room for at least `minimumCapacity` slots, none stored.
        static func make(minimumCapacity: Int, header: Header) -> Tail {
            unsafeDowncast(create(minimumCapacity: minimumCapacity) { _ in header }, to: Tail.self)
        }

        // The header is reached through its pointer, not `header`: the
        // property is a class's, so each access of it would be checked for
        // exclusivity at run time, on every install and fire.

        /// How many slots are stored.
        var count: Int {
            withUnsafeMutablePointerToHeader { $0.pointee.count }
        }

        /// The event observers, if any were ever installed.
        var extras: Extras? {
            get { withUnsafeMutablePointerToHeader { $0.pointee.extras } }
            set { withUnsafeMutablePointerToHeader { $0.pointee.extras = newValue } }
        }

        /// Runs `body` on the slot at `index`, in place.
        func withSlot<Result>(_ index: Int, _ body: (inout Slot) -> Result) -> Result {
            withUnsafeMutablePointerToElements { body(&$0[index]) }
        }

        /// The index of the first slot that satisfies `predicate`.
        func index(where predicate: (Slot) -> Bool) -> Int? {
            withUnsafeMutablePointers { header, slots in
                for index in 0..<header.pointee.count where predicate(slots[index]) { return index }
                return nil
            }
        }

        /// This tail with `slot` stored after the others: itself if it has
        /// room, else a larger one that the others are moved to.
        func appending(_ slot: Slot) -> Tail {
            let count = self.count
            let tail: Tail
            if count < capacity {
                tail = self
            } else {
                tail = withUnsafeMutablePointers { header, old in
                    let made = Tail.make(minimumCapacity: Swift.max(1, count * 2), header: header.pointee)
                    made.withUnsafeMutablePointerToElements { $0.moveInitialize(from: old, count: count) }
                    header.pointee.count = 0
                    return made
                }
            }
            tail.withUnsafeMutablePointers { header, slots in
                (slots + count).initialize(to: slot)
                header.pointee.count = count + 1
            }
            return tail
        }

        deinit {
            _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.count) }
        }
    }
}
