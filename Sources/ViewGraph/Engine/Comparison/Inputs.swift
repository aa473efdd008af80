/// How a parent that runs again decides whether a child it makes has new
/// inputs (G11), as SwiftUI compares view values:
///
/// - a view whose type is plain data (POD: no references, closures or
///   existentials) is compared bit for bit, even when it declares `==` (G11b);
/// - any other `Equatable` view is compared with its `==` (G11c);
/// - any other view field by field (G11a), each field by the same rules: an
///   `Equatable` field with `==`, plain data bit for bit, a class reference by
///   identity, a closure by its function, and as never the same once it
///   captures anything (G11d): a parent's body makes a new one on every run, so
///   a child handed one runs whenever its parent runs. (Swift may hand a closure
///   that captures one object that object as its context, the same each time;
///   SwiftUI's rule, as engineers measure it, still runs the child.) A closure
///   that captures nothing is the same;
/// - an optional or an enum by its case, then that case's payload by these
///   rules (an optional's by the wrapped type's), never by its bits: the bytes
///   a case does not use (padding in its payload, a shorter payload than the
///   longest case's, nil's payload) are never written, so comparing them would
///   make the outcome vary from run to run. An `Equatable` enum that is not
///   plain data is compared with its `==`, as any such value;
/// - an existential by the value it holds: the same type, then the same by
///   that type's rules (never by its container's bits, which a small value
///   leaves partly unwritten);
/// - `.equatable()` forces the view's `==` (G11e);
/// - what a view owns (a ``DynamicProperty``: `@State`, `@Environment`, a
///   user's own wrapper) is never an input (G7, G9).
///
/// What to do for each type is worked out once, from its fields' layout, and kept.
package enum Inputs {
    /// Whether `a` and `b`, two values of one type, are the same inputs.
    package static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        comparison(of: Value.self).same(a, b)
    }

    /// How values of `type` are compared: what ``same(_:_:)`` does for it.
    package static func rule(for type: Any.Type) -> Rule { comparison(of: type).rule }

    /// The rule a type's values are compared by, for tests and explanations.
    package enum Rule: Equatable, CustomStringConvertible {
        /// Bit for bit: plain data (its fields' bytes; an optional's or an
        /// enum's case, then its payload's), a reference.
        case bitwise
        /// A closure, or an optional one: the same only if neither captures anything
        /// and both are the same function (or both are nil).
        case closure
        /// With the type's `==`.
        case equatable
        /// Field by field, each by its own rule.
        case fields([String: Rule])
        /// An optional that is not plain data: nil on both sides, or payloads
        /// compared by the wrapped type's rule.
        indirect case optional(Rule)
        /// An enum with payloads that is neither plain data nor `Equatable`:
        /// the same case, then its payload by its type's rule.
        case cases
        /// An existential: the same type of value, then the values by its rule.
        case existential
        /// Not at all: what a view owns is not an input (G7, G9).
        case owned

        package var description: String {
            switch self {
            case .bitwise: "bitwise"
            case .closure: "closure"
            case .equatable: "=="
            case .owned: "owned"
            case .optional(let wrapped): "optional(\(wrapped))"
            case .cases: "cases"
            case .existential: "existential"
            case .fields(let fields): "fields(" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
            }
        }
    }

    private static let known = TypeTable<Comparison>()

    package static func comparison(of type: Any.Type) -> Comparison {
        known.entry(for: type) { Comparison.make(for: type) }
    }
}

/// A view that asks to be compared with its own `==` whatever its layout
/// (G11e): what `.equatable()` makes.
package protocol ComparedWithItsEquality {}
