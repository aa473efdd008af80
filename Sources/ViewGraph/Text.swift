/// What a view shows, kept as its parts and formatted only when read.
///
/// A body that shows a number hands over the number, as a SwiftUI `Text` is a
/// cheap value until it is rendered: formatting a string on every body run
/// would cost more than some of the runs themselves.
public struct Text: Equatable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Parts: Equatable, Sendable {
        case verbatim(String)
        case labelled(String, Int)
        case counted(Int, String)
    }

    @usableFromInline let parts: Parts

    /// Shows `string` as it is.
    @inlinable
    public init(verbatim string: String) {
        parts = .verbatim(string)
    }

    /// Shows a label and a number: `Robins: 3`.
    public init(_ label: String, _ value: Int) {
        parts = .labelled(label, value)
    }

    /// Shows a number and what it counts: `3 guides`.
    public init(_ value: Int, _ unit: String) {
        parts = .counted(value, unit)
    }

    /// The text as rendered.
    public var description: String {
        switch parts {
        case .verbatim(let string): string
        case .labelled(let label, let value): "\(label): \(value)"
        case .counted(let value, let unit): "\(value) \(unit)"
        }
    }

    /// Two texts are the same when they render the same.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.parts == rhs.parts || lhs.description == rhs.description
    }
}
