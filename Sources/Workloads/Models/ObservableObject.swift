import ObjectLevel
import Observation
import PropertyLevel

/// A model written the classic way, as Combine's `ObservableObject` (A12):
/// a class whose observed properties are `@Published`, held by views through
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`. A pre-iOS 17
/// screen pastes as it is.
///
/// Under `object` it is what it was written for: one will-change signal,
/// ``objectWillChange``, which every `@Published` property sends before it
/// changes, equal or not (O1, O2). Under `property` and `observation` it runs
/// as its `@Observable` port would: each `@Published` property tracked, an
/// equal assignment telling no one (P6), `objectWillChange.send()` telling no
/// one either, as the port has no such call.
///
/// ```swift
/// final class Store: ObservableObject {
///     @Published var scrums: [Scrum] = []
/// }
/// ```
public protocol ObservableObject: AnyObject, Trackable, Observable, BroadcastObject {
    /// The object's will-change publisher: what its `@Published` properties
    /// send through under object-level notification, and what it sends itself
    /// before a change no `@Published` property makes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher the object's strategy gives it, made at its first use.
    public var objectWillChange: ObservableObjectPublisher { ModelCore.of(self).publisher }

    /// The object's one will-change signal under object-level notification (O1).
    public var willChange: Broadcast { objectWillChange.broadcast }
}

/// The publisher an ``ObservableObject`` sends through before it changes, as
/// Combine's: under object-level notification it is the model's Broadcast;
/// under property-level it sends to no one (the `@Observable` port has no
/// such signal).
public final class ObservableObjectPublisher: Sendable {
    /// The signal views subscribe to under object-level notification.
    let broadcast: Broadcast
    /// Whether `send()` reaches the subscribers: only under object-level.
    private let sends: Bool

    /// A publisher of its own, as a model that declares its `objectWillChange` makes.
    public convenience init() {
        self.init(Broadcast(), sends: true)
    }

    init(_ broadcast: Broadcast, sends: Bool) {
        self.broadcast = broadcast
        self.sends = sends
    }

    /// Tells every subscriber that the object is about to change.
    public func send() {
        if sends { broadcast.send() }
    }

    /// Calls `receiveValue` at each send until the returned cancellable is
    /// cancelled or released, as Combine's `sink`.
    public func sink(receiveValue: @escaping @Sendable (()) -> Void) -> AnyCancellable {
        let subscription = broadcast.subscribe { receiveValue(()) }
        return AnyCancellable { subscription.cancel() }
    }
}

/// A subscription that ends when cancelled or released, as Combine's.
public final class AnyCancellable: Hashable, Sendable {
    private let cancelling: @Sendable () -> Void

    /// A cancellable that calls `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        cancelling = cancel
    }

    /// Ends the subscription.
    public func cancel() { cancelling() }

    deinit { cancelling() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Keeps this cancellable in `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

/// A stored property of a model left out of tracking, as Observation's
/// `@ObservationIgnored`: it never notifies, under any strategy (P4, O5).
///
/// ```swift
/// final class Library: Model {
///     @Tracked var books: [Book] = []
///     @ObservationIgnored var lastOpened: Date?
/// }
/// ```
@propertyWrapper
public struct ObservationIgnored<Value> {
    /// The value, read and written as a plain stored property's.
    public var wrappedValue: Value

    /// A property left out of tracking, starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
