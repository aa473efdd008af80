internal import Locking

// What the graph takes from the lock module every module shares: the lock,
// and the tables of what was worked out once per type.
typealias Locked<State> = Locking.Locked<State>
typealias TypeTable<Entry> = Locking.TypeTable<Entry>
