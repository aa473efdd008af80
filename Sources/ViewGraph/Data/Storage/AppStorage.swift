import Foundation

/// A value the app keeps by key, as SwiftUI's `@AppStorage` keeps one in the
/// user's defaults: every view of the app that reads a key, in any window,
/// sees one value, and a write that changes it runs exactly the views that
/// read that key.
///
/// ```swift
/// struct UnitsToggle: View {
///     @AppStorage("metric") private var metric = false
///     var body: some View { Toggle("Metric", isOn: $metric) }
/// }
/// ```
///
/// The value lives as long as the screen: nothing is written to the user's
/// defaults. A `store` keeps its keys apart from the standard one's.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let kept: KeptValue<Value>
    /// The store's keys are apart from the standard one's, as each suite of defaults' are.
    private let store: String

    private init(_ key: String, _ defaultValue: Value, store: UserDefaults?) {
        kept = KeptValue(key, defaultValue)
        self.store = Self.scope(of: store)
    }

    /// The scope of `store`'s keys: the standard defaults named as a store
    /// are the default store; a suite is known by its name where Foundation
    /// says it (swift-corelibs-foundation keeps it as `suite`), so that a
    /// `UserDefaults(suiteName:)` written where the property is declared, a
    /// new object each time its view is made, is the same suite each time;
    /// where it does not (a Mac's), by the object.
    private static func scope(of store: UserDefaults?) -> String {
        guard let store, store !== UserDefaults.standard else { return "AppStorage" }
        let suite = Mirror(reflecting: store).children.first { $0.label == "suite" }?.value as? String?
        if let name = suite ?? nil { return "AppStorage suite \(name)" }
        return "AppStorage \(ObjectIdentifier(store))"
    }

    /// The value kept for the key.
    public var wrappedValue: Value {
        get { kept.value }
        nonmutating set { kept.value = newValue }
    }

    /// A binding to the value kept for the key, to hand a control.
    public var projectedValue: Binding<Value> { kept.binding }

    public func _attach(to storage: _DynamicPropertyStorage) {
        kept.attach(to: storage, as: store)
    }
}

/// A value the screen keeps by key, read and written through a slot: what
/// `@AppStorage` and `@SceneStorage` keep, each under a scope of its own.
struct KeptValue<Value> {
    package let key: String
    package let defaultValue: Value
    package let slot = _DynamicPropertyStorage.Slot<Value>()

    package init(_ key: String, _ defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value kept, the default until the graph attaches the slot.
    package var value: Value {
        get { slot.value ?? defaultValue }
        nonmutating set { slot.write(newValue) }
    }

    package var binding: Binding<Value> { slot.binding ?? .constant(defaultValue) }

    /// Points the slot at the value the screen keeps for the key in `scope`.
    package func attach(to storage: _DynamicPropertyStorage, as scope: String) {
        storage.attach(slot, toShared: "\(scope) \(key)", startingAt: defaultValue)
    }
}

extension AppStorage {
    /// A Bool kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, wrappedValue, store: store)
    }

    /// A Int kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, wrappedValue, store: store)
    }

    /// A Double kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, wrappedValue, store: store)
    }

    /// A String kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, wrappedValue, store: store)
    }

    /// A URL kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, wrappedValue, store: store)
    }

    /// A Data kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, wrappedValue, store: store)
    }

    /// A value kept for `key` as its Int raw value, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue, store: store)
    }

    /// A value kept for `key` as its String raw value, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue, store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, nil, store: store)
    }

    /// An optional Int kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, nil, store: store)
    }

    /// An optional Double kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, nil, store: store)
    }

    /// An optional String kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, nil, store: store)
    }

    /// An optional URL kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, nil, store: store)
    }

    /// An optional Data kept for `key`, nil until a view writes one.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, nil, store: store)
    }

    /// An optional value kept for `key` as its Int raw value, nil until a view writes one.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, nil, store: store)
    }

    /// An optional value kept for `key` as its String raw value, nil until a view writes one.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key, nil, store: store)
    }
}
