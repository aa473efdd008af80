import ObjectLevel
import PropertyLevel
import ValueVsReference
import ViewGraph

// How each guide store meets the screen: what GuideList hands its rows, and
// how a step renames, appends and removes.

/// A class-kind guide: an object with its own observed name.
protocol GuideObject: AnyObject, Identifiable where ID == Int {
    var id: Int { get }
    var name: String { get set }
}

/// A guide object a store makes with its id and name alone.
protocol MadeGuide: GuideObject {
    init(id: Int, name: String)
}

/// A row's input in the class kind: the guide object, equal only to itself (G4).
///
/// One small type per kind of guide object, not one generic type: a list works
/// through its rows' elements by their conformances, and a generic type's run
/// unspecialised, a call into the runtime for each copy of an element. Each
/// holds its object alone, one word a row.
protocol GuideReference: GuideReading {
    associatedtype Object: GuideObject
    var object: Object { get }
    init(object: Object)
}

extension GuideReference {
    var id: Int { object.id }
    var name: String { object.name }
    var holdings: [Holding] { [Holding("_guide", object)] }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

struct GuideRef: GuideReference { let object: Guide }
struct ObservedGuideRef: GuideReference { let object: ObservedGuide }
struct BroadcastGuideRef: GuideReference { let object: BroadcastGuide }

/// What every guide store has, whatever its kind: an observed array of guides
/// with increasing ids.
protocol GuideArrayStore: GuideSource {
    associatedtype Element: Identifiable where Element.ID == Int
    var guides: [Element] { get set }
    /// A new guide, as this kind makes one.
    func makeGuide(id: Int, name: String) -> Element
}

extension GuideArrayStore {
    var count: Int { guides.count }

    func append() {
        let id = (guides.last?.id ?? -1) + 1
        guides.append(makeGuide(id: id, name: "Guide \(id)"))
    }

    func insert(at index: Int) {
        // O(N), for fuzz scripts: after an insert the last id is not the largest.
        let id = (guides.lazy.map(\.id).max() ?? -1) + 1
        guides.insert(makeGuide(id: id, name: "Guide \(id)"), at: index)
    }

    func remove(at index: Int) { guides.remove(at: index) }
}

/// A class-kind store: renaming a guide changes the guide, not the store's array.
protocol GuideObjectStore: GuideArrayStore where Row: GuideReference, Row.Object == Element {}

extension GuideObjectStore {
    var rows: [Row] {
        // Written into place: `map` here appended each row through four calls
        // into the standard library (60 of a row's 4,400 instructions at launch).
        let guides = guides
        return [Row](unsafeUninitializedCapacity: guides.count) { rows, made in
            guides.withUnsafeBufferPointer { guides in
                for index in guides.indices { (rows.baseAddress! + index).initialize(to: Row(object: guides[index])) }
            }
            made = guides.count
        }
    }
    func name(at index: Int) -> String { guides[index].name }
    func holdings(at index: Int) -> [AnyObject] { [guides[index]] }

    func rename(at index: Int, to name: String) {
        let guide = guides[index]
        guide.name = name
    }

    func makeGuide(id: Int, name: String) -> Element where Element: MadeGuide { Element(id: id, name: name) }
}

extension Guide: MadeGuide {}
extension ObservedGuide: MadeGuide {}
extension GuideStore: GuideObjectStore { typealias Row = GuideRef }
extension ObservedGuideStore: GuideObjectStore { typealias Row = ObservedGuideRef }
extension BroadcastGuide: MadeGuide {}
extension BroadcastGuideStore: GuideObjectStore { typealias Row = BroadcastGuideRef }

/// A row's input in the struct kind: a copy of the guide, compared with ==.
extension GuideValue: GuideReading {
    var holdings: [Holding] { [] }
}

/// A struct-kind store: the guides are values in its one observed array, so a
/// rename changes the array (P6: in place, so always a change).
protocol GuideValueSource: GuideArrayStore where Row == GuideValue, Element == GuideValue {}

extension GuideValueSource {
    var rows: [GuideValue] { guides }
    func name(at index: Int) -> String { guides[index].name }
    func holdings(at index: Int) -> [AnyObject] { [] }
    func rename(at index: Int, to name: String) { guides[index].name = name }
    func makeGuide(id: Int, name: String) -> GuideValue { GuideValue(id: id, name: name) }
}

extension GuideValueStore: GuideValueSource {}
extension ObservedGuideValueStore: GuideValueSource {}
extension BroadcastGuideValueStore: GuideValueSource {}
