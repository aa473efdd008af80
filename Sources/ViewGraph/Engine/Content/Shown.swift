/// What a view shows: the text of the primitives its body made (``Text``,
/// ``Button``, ``TextField``, ``Toggle``), kept as its parts and formatted
/// only when read. The stale check compares it with a from-scratch render (G6).
///
/// A body that shows a number hands over the number, as a SwiftUI `Text` is a
/// cheap value until it is rendered: formatting a string on every body run
/// would cost more than some of the runs themselves.
@usableFromInline
package struct Shown: Equatable, CustomStringConvertible {
    @usableFromInline
    package enum Parts {
        case verbatim(String)
        case labelled(String, Int)
        case counted(Int, String)
        /// A literal and then a number, as `Text("Robins: \(count)")` makes one.
        case prefixed(String, Int)
        /// A number and then a literal, as `Text("\(count) guides")` makes one.
        case suffixed(Int, String)
        /// A literal with more interpolations, each literal and number in order.
        case segments([LocalizedStringKey.Segment])
        /// What a control shows of a value it does not own, read when shown:
        /// a field's text through its binding (its own dependency, not its
        /// parent's body's, as in SwiftUI).
        case live(() -> String)
        /// Several primitives' texts, in the order the body made them.
        case joined([Shown])
    }

    @usableFromInline package let parts: Parts

    @usableFromInline package init(parts: Parts) {
        self.parts = parts
    }

    /// Shows `string` as it is.
    @inlinable
    package init(verbatim string: String) {
        parts = .verbatim(string)
    }

    /// Shows a label and a number: `Robins: 3`.
    package init(_ label: String, _ value: Int) {
        parts = .labelled(label, value)
    }

    /// Shows a number and what it counts: `3 guides`.
    package init(_ value: Int, _ unit: String) {
        parts = .counted(value, unit)
    }

    /// Nothing: what a body that makes no text shows.
    package static var empty: Shown { Shown(verbatim: "") }

    /// Its parts as a literal's segments, in order.
    var segments: [LocalizedStringKey.Segment] {
        switch parts {
        case .verbatim(let text): text.isEmpty ? [] : [.literal(text)]
        case .prefixed(let text, let value): text.isEmpty ? [.number(value)] : [.literal(text), .number(value)]
        case .suffixed(let value, let text): [.number(value), .literal(text)]
        case .segments(let segments): segments
        default: [.literal(description)]
        }
    }

    /// Whether it shows nothing at all, known without formatting it.
    package var isEmpty: Bool {
        if case .verbatim(let string) = parts { return string.isEmpty }
        return false
    }

    /// The text as rendered.
    @usableFromInline package var description: String {
        switch parts {
        case .verbatim(let string): string
        case .labelled(let label, let value): "\(label): \(value)"
        case .counted(let value, let unit): "\(value) \(unit)"
        case .prefixed(let text, let value): "\(text)\(value)"
        case .suffixed(let value, let text): "\(value)\(text)"
        case .segments(let segments):
            segments.reduce(into: "") { text, segment in
                switch segment {
                case .literal(let literal): text += literal
                case .number(let number): text += String(number)
                }
            }
        case .live(let read): read()
        case .joined(let all): all.map(\.description).joined(separator: " · ")
        }
    }

    /// This text as it reads now, what it shows live read once: the same text
    /// by ``==``.
    package var frozen: Shown {
        switch parts {
        case .live, .joined: Shown(verbatim: description)
        default: self
        }
    }

    /// The ways a person reads several texts shown together: each alone, and
    /// all of them in turn, joined with spaces; nothing more for one text.
    package var readings: [String] {
        guard case .joined(let all) = parts else { return [] }
        let texts = all.map(\.description).filter { !$0.isEmpty }
        return texts + [texts.joined(separator: " ")]
    }

    /// Two texts are the same when they render the same.
    @usableFromInline package static func == (lhs: Shown, rhs: Shown) -> Bool {
        switch (lhs.parts, rhs.parts) {
        case (.verbatim(let a), .verbatim(let b)): a == b
        case (.labelled(let a, let x), .labelled(let b, let y)) where a == b && x == y: true
        case (.counted(let x, let a), .counted(let y, let b)) where a == b && x == y: true
        case (.prefixed(let a, let x), .prefixed(let b, let y)) where a == b && x == y: true
        case (.suffixed(let x, let a), .suffixed(let y, let b)) where a == b && x == y: true
        default: lhs.description == rhs.description
        }
    }

    /// `self` followed by `next`, as a body that makes both shows them.
    package func followed(by next: Shown) -> Shown {
        if next.isEmpty { return self }
        if isEmpty { return next }
        if case .joined(let all) = parts { return Shown(parts: .joined(all + [next])) }
        return Shown(parts: .joined([self, next]))
    }
}
