// G4 and G11 for a list's rows: paired with the last run's by position in one pass
// while their ids agree, compared by element or by row view (``RowRule``).
extension ForEach: RowList {
    package var count: Int { elements.count }

    package func key(at index: Int) -> ViewIdentity {
        perRow.key(elements, index)
    }

    package func view(at index: Int) -> any View {
        guard let views = made.views else { return perRow.view(elements, index) }
        return made.isPrimitive ? RowHost(row: views[index]) : views[index]
    }

    package func keyAndContent(at index: Int) -> (key: ViewIdentity, content: ViewGraph.BodyContent) {
        perRow.keyAndContent(elements, index)
    }

    package func rows(keptIn kept: AnyObject) -> any RowList {
        let kept = kept as! KeptRows<Data.Element, Content>
        return ForEach<[Data.Element], ID, Content>(kept.elements, identify: identify, content: content, perRow: perRow)
    }

    /// The row views of this run, made once.
    private func views() -> [Content] {
        if let views = made.views { return views }
        let views = elements.map(content)
        made.views = views
        return views
    }

    package func diff(against kept: AnyObject?) -> (pairing: Pairing, kept: AnyObject) {
        let rule = RowRule.of(Data.Element.self, Content.self)
        guard let kept = kept as? KeptRows<Data.Element, Content> else {
            // The first run keeps the array it was made from, as SwiftUI keeps a
            // ForEach's data: no copy at launch.
            return (Pairing(paired: 0, changed: []), KeptRows(sharing: elements, views: rule.byElement ? nil : views()))
        }
        var changed: [Int] = []
        let limit = Swift.min(elements.count, kept.elements.count)
        var paired = 0
        if rule.byElement, let pairedPrefix = perRow.pairedPrefix {
            paired = pairedPrefix(elements, kept.elements, &changed)
        } else if rule.byElement {
            // Elements are compared where they lie, without copying them out.
            elements.withUnsafeBufferPointer { new in
                kept.elements.withUnsafeBufferPointer { old in
                    while paired < limit {
                        if identify(new[paired]) != identify(old[paired]) { break }
                        if !rule.element.same(UnsafeRawPointer(new.baseAddress! + paired), UnsafeRawPointer(old.baseAddress! + paired)) {
                            changed.append(paired)
                        }
                        paired += 1
                    }
                }
            }
        } else {
            let views = views()
            let old = kept.views ?? []
            views.withUnsafeBufferPointer { new in
                old.withUnsafeBufferPointer { old in
                    while paired < Swift.min(limit, old.count) {
                        if identify(elements[paired]) != identify(kept.elements[paired]) { break }
                        if !rule.row.same(UnsafeRawPointer(new.baseAddress! + paired), UnsafeRawPointer(old.baseAddress! + paired)) {
                            changed.append(paired)
                        }
                        paired += 1
                    }
                }
            }
            kept.views = views
        }
        if paired == elements.count && paired == kept.elements.count {
            for index in changed { kept.elements[index] = elements[index] }
        } else {
            kept.elements = KeptRows<Data.Element, Content>.copy(elements)
        }
        return (Pairing(paired: paired, changed: changed), kept)
    }
}
