/// An object with one will-change signal that each of its `@Broadcasting`
/// properties sends through: what `ObservableObject` is.
public protocol BroadcastObject: AnyObject {
    /// The signal sent before any `@Broadcasting` property of this object changes.
    var willChange: Broadcast { get }
}
