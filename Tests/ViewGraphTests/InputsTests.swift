import TestSupport
import Testing
@testable import ViewGraph
@testable import Workloads
@testable import Screens
import SwiftUIVocabulary

// G11: how a child's inputs are compared when its parent runs again, on
// values made as a parent's body makes them.

/// Plain data that declares an `==` saying every value is the same.
private struct Count: Equatable {
    let value: Int
    let flag: Bool
    static func == (lhs: Count, rhs: Count) -> Bool { true }
}

/// Not plain data (a string), with an `==` that ignores case.
private struct Name: Equatable {
    let text: String
    static func == (lhs: Name, rhs: Name) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
}

private final class Hollow {}

/// Not `Equatable`: compared field by field.
private struct Row {
    let title: String
    let count: Int
    let nest: Hollow
    let onOpen: () -> Void
}

/// Plain data compared with its own `==`, as `.equatable()` asks.
private struct Forced: Equatable, ComparedWithItsEquality {
    let value: Int
    static func == (lhs: Forced, rhs: Forced) -> Bool { true }
}

/// A row made as a body makes it: its closure captures `captured`.
private func row(_ title: String, _ count: Int, _ nest: Hollow, capturing captured: Int) -> Row {
    Row(title: title, count: count, nest: nest, onOpen: { print(captured) })
}

/// A row whose closure captures nothing.
private func quietRow(_ title: String, _ nest: Hollow) -> Row {
    Row(title: title, count: 1, nest: nest, onOpen: {})
}

@Suite("G11: inputs compared as SwiftUI compares them")
struct InputsTests {
    @Test func plainDataIsComparedBitForBitEvenWhenItDeclaresEquality() {
        // G11b: Count's == says all are equal; its bits say otherwise.
        #expect(Count(value: 1, flag: true) == Count(value: 2, flag: false))
        #expect(!Inputs.same(Count(value: 1, flag: true), Count(value: 2, flag: true)))
        #expect(!Inputs.same(Count(value: 1, flag: true), Count(value: 1, flag: false)))
        #expect(Inputs.same(Count(value: 1, flag: true), Count(value: 1, flag: true)))
        #expect(Inputs.rule(for: Count.self) == .bitwise)
    }

    @Test func anEquatableValueThatIsNotPlainDataIsComparedWithItsEquality() {
        // G11c: Name holds a string, so its == decides.
        #expect(Inputs.same(Name(text: "Robin"), Name(text: "robin")))
        #expect(!Inputs.same(Name(text: "Robin"), Name(text: "wren")))
        #expect(Inputs.rule(for: Name.self) == .equatable)
    }

    @Test func aValueThatIsNotEquatableIsComparedFieldByField() {
        // G11a and G11d: the string with ==, the count bitwise, the nest by identity.
        let nest = Hollow()
        #expect(Inputs.rule(for: Row.self) == .fields(["title": .equatable, "count": .bitwise, "nest": .bitwise, "onOpen": .closure]))
        #expect(Inputs.same(quietRow("robin", nest), quietRow("robin", nest)))
        #expect(!Inputs.same(quietRow("robin", nest), quietRow("wren", nest)))
        #expect(!Inputs.same(quietRow("robin", nest), quietRow("robin", Hollow())))
        #expect(!Inputs.same(
            Row(title: "robin", count: 1, nest: nest, onOpen: {}), Row(title: "robin", count: 2, nest: nest, onOpen: {})))
    }

    @Test func aClosureThatCapturesIsNewEachTimeItIsMadeAndOneThatCapturesNothingIsNot() {
        // G11d: the same captured value, but a new context each time the closure is made.
        let nest = Hollow()
        #expect(!Inputs.same(row("robin", 1, nest, capturing: 7), row("robin", 1, nest, capturing: 7)))
        #expect(Inputs.same(quietRow("robin", nest), quietRow("robin", nest)))
        // Even a copy of one closure: it captures, so it is taken as new.
        let made = row("robin", 1, nest, capturing: 7)
        #expect(!Inputs.same(made, made))
        // Swift hands a closure that captures one object that object as its context:
        // the bits are the same each time, and the rule still calls it new.
        let byObject = { (nest: Hollow) in Row(title: "robin", count: 1, nest: nest, onOpen: { print(nest) }) }
        #expect(!Inputs.same(byObject(nest), byObject(nest)))
    }

    @Test func anOptionalClosureIsTheSameOnlyWhileNilOrCapturingNothing() {
        struct Button { let action: (() -> Void)? }
        let nest = Hollow()
        #expect(Inputs.rule(for: Button.self) == .fields(["action": .closure]))
        #expect(Inputs.same(Button(action: nil), Button(action: nil)))
        #expect(!Inputs.same(Button(action: nil), Button(action: {})))
        // Two closures written apart are two functions, though both capture nothing.
        #expect(!Inputs.same(Button(action: {}), Button(action: {})))
        let quiet: () -> Void = {}
        #expect(Inputs.same(Button(action: quiet), Button(action: quiet)))
        #expect(!Inputs.same(Button(action: { print(nest) }), Button(action: { print(nest) })))
    }

    @Test func aClassReferenceIsComparedByIdentityEvenWhenTheClassIsEquatable() {
        final class Perch: Equatable {
            static func == (lhs: Perch, rhs: Perch) -> Bool { true }
        }
        struct Holder { let perch: Perch }
        let perch = Perch()
        #expect(Inputs.rule(for: Holder.self) == .fields(["perch": .bitwise]))
        #expect(Inputs.same(Holder(perch: perch), Holder(perch: perch)))
        #expect(!Inputs.same(Holder(perch: perch), Holder(perch: Perch())))
    }

    @Test func aValueMarkedToBeComparedWithItsEqualityIsEvenIfPlainData() {
        // G11e: what .equatable() asks for.
        #expect(Inputs.same(Forced(value: 1), Forced(value: 2)))
        #expect(Inputs.rule(for: Forced.self) == .equatable)
    }
}

/// Plain data with padding between its fields.
private struct Padded: Equatable {
    let flag: Int8
    let count: Int64
}

/// Plain data whose cases carry payloads of two sizes: the shorter leaves
/// bytes of the payload area unwritten.
private enum Mark {
    case flag(Bool)
    case count(Int)
}

/// Not plain data and not `Equatable`, with padding after its flag.
private struct Loose {
    let flag: Int8
    let name: String
}

/// Not plain data and not `Equatable`: a case carries a closure. A title
/// writes the first word of the payload area; the next three, integers in
/// the longest case, never hold the case's tag, and a title leaves them unwritten.
private enum Tap {
    case none
    case title(Int)
    case action(Int, Int, Int, () -> Void)
}

/// Two copies of `value`, each written over memory first filled with another
/// byte, the first then `scribble`d over bytes its case does not write: the
/// same value, whose unwritten bytes differ. Whether `same` calls them the same.
private func sameOverDifferentGarbage<Value>(
    _ value: Value, scribbling scribble: [Int] = [], _ same: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
) -> Bool {
    let size = MemoryLayout<Value>.size
    let a = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Value>.alignment)
    let b = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Value>.alignment)
    defer {
        a.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
        b.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
        a.deallocate()
        b.deallocate()
    }
    a.initializeMemory(as: UInt8.self, repeating: 0xAA, count: size)
    b.initializeMemory(as: UInt8.self, repeating: 0x55, count: size)
    a.bindMemory(to: Value.self, capacity: 1).initialize(to: value)
    b.bindMemory(to: Value.self, capacity: 1).initialize(to: value)
    for offset in scribble { a.storeBytes(of: 0x11, toByteOffset: offset, as: UInt8.self) }
    return same(UnsafeRawPointer(a), UnsafeRawPointer(b))
}

extension InputsTests {
    /// Whether the graph's ``Inputs`` and the reference walk's ``RuleComparison``
    /// both call `value` the same as itself, over different unwritten bytes.
    private func bothCallItTheSame<Value>(_ value: Value, scribbling scribble: [Int] = []) -> Bool {
        let graph = sameOverDifferentGarbage(value, scribbling: scribble) { Inputs.comparison(of: Value.self).same($0, $1) }
        let walk = sameOverDifferentGarbage(value, scribbling: scribble) { RuleComparison.same(Value.self, $0, $1) }
        #expect(graph == walk, "\(Value.self): the graph says \(graph), the walk \(walk)")
        return graph && walk
    }

    @Test func anOptionalOrAnEnumIsComparedByItsCaseAndPayloadNeverByBytesNoCaseWrote() throws {
        // The alert's `Actions?` of a button that captures nothing: its text's
        // parts are an enum whose short case leaves bytes unwritten. Compared
        // bit for bit, the answer was whatever the memory held before.
        let ok = Button("OK") {}
        #expect(Inputs.rule(for: Button<Text>?.self) == .optional(.fields(["label": .equatable, "action": .closure, "role": .bitwise])))
        #expect(bothCallItTheSame(Optional(ok)))
        #expect(bothCallItTheSame(Button<Text>?.none))
        // An optional that is neither plain data nor `Equatable`: the padding of its payload.
        #expect(Inputs.rule(for: Loose?.self) == .optional(.fields(["flag": .bitwise, "name": .equatable])))
        #expect(bothCallItTheSame(Optional(Loose(flag: 1, name: "robin")), scribbling: Array(1..<8)))
        #expect(!Inputs.same(Optional(Loose(flag: 1, name: "robin")), Optional(Loose(flag: 1, name: "wren"))))
        #expect(!Inputs.same(Optional(Loose(flag: 1, name: "robin")), nil))
        // Plain data: the padding of a payload, the bytes a shorter case leaves.
        #expect(Inputs.rule(for: Padded?.self) == .bitwise)
        try #require(MemoryLayout<Padded?>.size == 17)
        #expect(bothCallItTheSame(Optional(Padded(flag: 1, count: 2)), scribbling: Array(1..<8)))
        #expect(bothCallItTheSame(Padded?.none))
        try #require(MemoryLayout<Mark>.size == 9)
        #expect(bothCallItTheSame(Mark.flag(true), scribbling: Array(1..<8)))
        // Another case, or another payload, is not the same.
        let (flag, count) = (Mark.flag(true), Mark.count(1))
        #expect(!Inputs.same(flag, count) && !RuleComparison.same(Mark.self, [flag], [count]))
        #expect(!Inputs.same(Optional(Padded(flag: 1, count: 2)), Optional(Padded(flag: 1, count: 3))))
        #expect(!Inputs.same(Optional(Padded(flag: 1, count: 2)), nil))
        // An enum that is neither plain data nor `Equatable`: the case, then its payload by its rules.
        #expect(Inputs.rule(for: Tap.self) == .cases)
        try #require(MemoryLayout<Tap>.size >= 40)
        let quiet: () -> Void = {}
        #expect(bothCallItTheSame(Tap.title(7), scribbling: Array(8..<32)))
        #expect(bothCallItTheSame(Tap.none))
        #expect(bothCallItTheSame(Tap.action(1, 2, 3, quiet)))
        #expect(!Inputs.same(Tap.title(7), Tap.title(8)))
        #expect(!Inputs.same(Tap.title(7), Tap.none))
        #expect(!Inputs.same(Tap.action(7, 0, 0, quiet), Tap.title(7)))
        #expect(!Inputs.same(Tap.action(1, 2, 3, { print(ok) }), Tap.action(1, 2, 3, { print(ok) })))
        // An existential by the value it holds: a small one leaves its buffer partly unwritten.
        #expect(Inputs.rule(for: Any.self) == .existential)
        #expect(bothCallItTheSame(Int8(3) as Any, scribbling: Array(1..<24)))
        #expect(!Inputs.same(Int8(3) as Any, Int8(4) as Any))
        #expect(!Inputs.same(Int8(3) as Any, Int16(3) as Any))
    }
}

/// Hands its children the wings: a closure that captures the bird, a title, and a dial.
private nonisolated struct Aviary: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        let bird = bird
        return BodyContent(text: "wings: \(bird.object.wings)", children: [
            Child(Tapper(title: "robin", onTap: { bird.object.name = "tapped" })),
            Child(Tag(title: "robin")),
            Child(Dial(value: bird.object.wings)),
        ])
    }
}

/// Handed a closure: not `Equatable`, compared field by field.
private nonisolated struct Tapper: View {
    let title: String
    let onTap: () -> Void
    var body: BodyContent { BodyContent(text: title) }
}

/// Handed a title alone.
private nonisolated struct Tag: View {
    let title: String
    var body: BodyContent { BodyContent(text: title) }
}

/// Plain data whose `==` says every dial is the same: never called.
private nonisolated struct Dial: View, Equatable {
    let value: Int
    nonisolated static func == (lhs: Dial, rhs: Dial) -> Bool { true }
    var body: BodyContent { BodyContent(text: "\(value)") }
}

@Suite("G11 in the graph: which children a parent's run runs again")
struct InputsInTheGraphTests {
    @Test func aClosureInputRunsItsChildEveryTimeItsParentRunsAndPlainDataRunsWhenItsBitsChange() {
        let bird = Bird()
        let graph = Graph(root: Aviary(bird: Ref(bird)), tracker: PropertyTracker())
        _ = graph.launch()
        bird.wings = 1
        let flush = graph.flush()
        #expect(flush.runs.map(\.view) == ["Aviary", "Tapper", "Dial"])
        #expect(flush.runs.map(\.causes) == [[.property(#"\Bird.wings"#)], [.inputs], [.inputs]])
        #expect(flush.compared == 3)
        #expect(flush.skipped == 1)
        #expect(graph.staleViews() == [])
    }
}

/// Hands one field `$note` and another a binding made of closures over the same note.
private nonisolated struct Notebook: View {
    @State var note = "robin"
    @State var pages = 1
    var body: BodyContent {
        let note = $note
        return BodyContent(text: "pages: \(pages)", children: [
            Child(id: 1, BoundNote(text: note)),
            Child(id: 2, BoundNote(text: Binding(get: { note.wrappedValue }, set: { note.wrappedValue = $0 }))),
        ])
    }
}

/// Shows the note its binding points at.
private nonisolated struct BoundNote: View {
    let text: Binding<String>
    var body: BodyContent { BodyContent(text: text.wrappedValue) }
}

extension InputsInTheGraphTests {
    @Test func aBindingMadeOfClosuresIsANewInputAtEveryRunOfItsParentAndStateIsNot() throws {
        // G11f: the page count changes, so the notebook runs; `$note` is the same
        // location showing the same value, Binding(get:set:) new closures.
        let graph = Graph(root: Notebook(), tracker: PropertyTracker())
        _ = graph.launch()
        let notebook = try #require(graph.views(Notebook.self).first)
        notebook.pages = 2
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == ["Notebook: __pages changed.", "BoundNote[id 2]: @self changed."])
        #expect(flush.skipped == 1)
        // Writing through the closures writes the state: both fields show it.
        try #require(graph.views(BoundNote.self).last).text.wrappedValue = "wren"
        _ = graph.flush()
        #expect(graph.rendered().map(\.text) == ["pages: 2", "wren", "wren"])
        #expect(graph.staleViews() == [])
    }

    @Test func aBindingOfClosuresIsNeverTheSameInputEvenAsItself() {
        let quietGet: () -> String = { "robin" }, quietSet: (String) -> Void = { _ in }
        let binding = Binding(get: quietGet, set: quietSet)
        #expect(binding != binding)
        #expect(binding != Binding.constant("robin"))
        #expect(Binding.constant("robin") == Binding.constant("robin"))
    }
}

/// Shows a count; its `==` looks at the count alone, not at the taps it is handed.
private nonisolated struct TapCount: View, Equatable {
    let count: Int
    let taps: Int
    nonisolated static func == (lhs: TapCount, rhs: TapCount) -> Bool { lhs.count == rhs.count }
    var body: BodyContent { BodyContent(text: "\(count)") }
}

/// Hands the bird's wings as taps to two counts, one of them `.equatable()`.
private nonisolated struct TapBoard: View {
    let bird: Ref<Bird>
    var body: BodyContent {
        let taps = bird.object.wings
        return BodyContent(text: "taps: \(taps)", children: [
            Child(id: 1, TapCount(count: 1, taps: taps)),
            Child(id: 2, TapCount(count: 1, taps: taps).equatable()),
        ])
    }
}

extension InputsInTheGraphTests {
    @Test func equatableAsksForTheViewsOwnEqualityWhereItsBitsWouldRunIt() {
        // G11e: both counts are plain data handed new taps; the bits run the
        // first, the second's == (count alone) skips it. It is counted under its own name.
        let bird = Bird()
        let graph = Graph(root: TapBoard(bird: Ref(bird)), tracker: PropertyTracker())
        #expect(graph.launch().runs.map(\.description) == ["TapBoard: @self changed.", "TapCount[id 1]: @self changed.", "TapCount[id 2]: @self changed."])
        bird.wings = 1
        let flush = graph.flush()
        #expect(flush.runs.map(\.description) == [#"TapBoard: \Bird.wings changed."#, "TapCount[id 1]: @self changed."])
        #expect(flush.skipped == 1)
        #expect(graph.staleViews() == [])
    }
}

/// A view with state of its own, compared by its label.
private nonisolated struct Stepper: View, Equatable {
    @State var step = 0
    let label: String
    nonisolated static func == (lhs: Stepper, rhs: Stepper) -> Bool { lhs.label == rhs.label }
    var body: BodyContent { BodyContent(text: "\(label) \(step)") }
}

private nonisolated struct StepperBoard: View {
    var body: BodyContent { BodyContent(text: "board", children: [Child(Stepper(label: "wings").equatable())]) }
}

extension InputsInTheGraphTests {
    @Test func aViewMadeEquatableKeepsItsStateAndRunsWhenItChanges() throws {
        let graph = Graph(root: StepperBoard(), tracker: PropertyTracker())
        _ = graph.launch()
        try #require(graph.views(EquatableView<Stepper>.self).first).content.step = 2
        #expect(graph.flush().runs.map(\.description) == ["Stepper: __step changed."])
        #expect(graph.rendered().map(\.text) == ["board", "wings 2"])
        #expect(graph.staleViews() == [])
    }
}
