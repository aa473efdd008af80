internal import Locking

// The lock every module shares, by its name in this one.
typealias Locked<State> = Locking.Locked<State>
