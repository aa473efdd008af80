/// A type whose properties report their reads and writes to a ``Registrar``.
///
/// A conforming class owns one registrar, calls ``Registrar/access(_:keyPath:)``
/// in each observed getter and ``Registrar/withMutation(of:keyPath:_:)`` in each
/// observed setter: what the `@Observable` macro writes, written by hand.
public protocol Trackable: AnyObject {}
