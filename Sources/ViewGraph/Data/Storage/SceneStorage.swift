import Foundation

/// A value each scene keeps by key, as SwiftUI's `@SceneStorage` keeps one
/// per window: the views of one window that read a key see one value, a
/// window opened anew starts from the default, and a write that changes it
/// runs exactly the views of that window that read the key.
///
/// ```swift
/// struct DraftEditor: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextField("Draft", text: $draft) }
/// }
/// ```
///
/// A screen that is not an app is one scene.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let kept: KeptValue<Value>

    private init(_ key: String, _ defaultValue: Value) {
        kept = KeptValue(key, defaultValue)
    }

    /// The value this scene keeps for the key.
    public var wrappedValue: Value {
        get { kept.value }
        nonmutating set { kept.value = newValue }
    }

    /// A binding to the value this scene keeps for the key, to hand a control.
    public var projectedValue: Binding<Value> { kept.binding }

    public func _attach(to storage: _DynamicPropertyStorage) {
        kept.attach(to: storage, as: "SceneStorage \(storage.scene)")
    }
}

extension SceneStorage {
    /// A Bool kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key, wrappedValue)
    }

    /// A Int kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key, wrappedValue)
    }

    /// A Double kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key, wrappedValue)
    }

    /// A String kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key, wrappedValue)
    }

    /// A URL kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key, wrappedValue)
    }

    /// A Data kept for `key`, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key, wrappedValue)
    }

    /// A value kept for `key` as its Int raw value, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue)
    }

    /// A value kept for `key` as its String raw value, `wrappedValue` until a view writes another.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == Bool? {
        self.init(key, nil)
    }

    /// An optional Int kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == Int? {
        self.init(key, nil)
    }

    /// An optional Double kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == Double? {
        self.init(key, nil)
    }

    /// An optional String kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == String? {
        self.init(key, nil)
    }

    /// An optional URL kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == URL? {
        self.init(key, nil)
    }

    /// An optional Data kept for `key`, nil until a view writes one.
    public init(_ key: String) where Value == Data? {
        self.init(key, nil)
    }

    /// An optional value kept for `key` as its Int raw value, nil until a view writes one.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key, nil)
    }

    /// An optional value kept for `key` as its String raw value, nil until a view writes one.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key, nil)
    }
}
