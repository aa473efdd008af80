/// An object a view holds and observes, as SwiftUI's `@ObservedObject` does
/// (A4): under object-level notification the view subscribes to it and runs on
/// any send. The graph finds it by reflection: a view that holds its objects
/// this way lists no ``View/holdings``. A plain `let` of an object subscribes
/// to nothing, as in SwiftUI, so under object-level a view that shows such an
/// object goes stale, and the stale check says why.
///
/// ```swift
/// struct RobinLine: View {
///     @ObservedObject var sightings: Sightings
///     var body: some View { Text("Robins: \(sightings.robins)") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<Object: AnyObject>: Equatable {
    /// The object.
    public var wrappedValue: Object

    /// Holds `wrappedValue`.
    public init(wrappedValue: Object) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the object's properties: `$sightings.robins`.
    public var projectedValue: Bindable<Object> { Bindable(wrappedValue) }

    /// The same object is the same input (G11d: a reference by identity).
    public static func == (lhs: ObservedObject, rhs: ObservedObject) -> Bool {
        lhs.wrappedValue === rhs.wrappedValue
    }
}
