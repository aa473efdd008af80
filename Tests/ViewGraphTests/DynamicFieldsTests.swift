import TestSupport
import Testing
@testable import ViewGraph

/// Owns a count, reads the theme, and is handed a title.
private nonisolated struct TitledCounter: View, Equatable {
    @State private var count = 0
    let title: String
    @Environment(\.theme) private var theme
    var body: some View { Text("\(title) \(count) \(theme)") }
}

/// The same, not `Equatable`: compared field by field.
private nonisolated struct FieldByField: View {
    @State private var count = 0
    let title: String
    @Environment(\.theme) private var theme
    var body: some View { Text("\(title) \(count) \(theme)") }
}

@Suite("A3: dynamic properties found once per view type, from its layout")
struct DynamicFieldsTests {
    @Test func aViewTypesDynamicPropertiesAreItsWrappersByStorageNameInOrder() {
        let fields = DynamicFields.of(TitledCounter.self)
        #expect(fields.fields.map(\.label) == ["_count", "_theme"])
        #expect(fields.fields.map(\.offset) == [0, MemoryLayout<State<Int>>.stride + MemoryLayout<String>.stride])
        // Kept per type: the second view of a type finds the first's.
        #expect(DynamicFields.of(TitledCounter.self) === fields)
        #expect(DynamicFields.of(Text.self).isEmpty)
    }

    @Test func aViewThatWrapsAnotherHasItsContentsDynamicProperties() {
        #expect(DynamicFields.of(EquatableView<TitledCounter>.self).fields.map(\.label) == ["_count", "_theme"])
        #expect(DynamicFields.of(IdentifiedView<TitledCounter, Int>.self).fields.map(\.label) == ["_count", "_theme"])
        #expect(ViewType.of(TitledCounter(title: "feeder").equatable()).hasDynamicProperties)
    }

    @Test func whatAViewOwnsIsNeverAnInput() {
        #expect(Inputs.rule(for: FieldByField.self) == .fields(["_count": .owned, "title": .equatable, "_theme": .owned]))
    }
}
