/// How a list's rows are compared when its parent runs again (G11), worked
/// out once per list type: by the element, when a row's one input is its
/// element; else by the row views.
struct RowRule {
    let byElement: Bool
    package let element: Comparison
    package let row: Comparison

    package static let known = TypeTable<RowRule>()

    package static func of<Element, Row>(_ element: Element.Type, _ row: Row.Type) -> RowRule {
        known.entry(for: (Element, Row).self) {
            let fields = StoredField.of(Row.self)?.map(\.type) ?? []
            // A row whose one input is its element, or a wrapper of nothing but
            // the element (`@ObservedObject var guide`), compares as its element does.
            let byElement = fields.count == 1
                && (fields[0] == Element.self || (fields[0] as? any WrapsElement.Type)?.element == Element.self)
            return RowRule(byElement: byElement, element: Inputs.comparison(of: Element.self), row: Inputs.comparison(of: Row.self))
        }
    }
}

/// A property wrapper that is nothing but the object it wraps, compared by
/// its identity: a row holding its element in one is compared as the element.
protocol WrapsElement {
    static var element: Any.Type { get }
}

extension ObservedObject: WrapsElement {
    package static var element: Any.Type { Object.self }
}

extension Bindable: WrapsElement {
    package static var element: Any.Type { Value.self }
}
