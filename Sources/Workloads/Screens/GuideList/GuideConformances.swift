import ObjectLevel
import PropertyLevel
import ValueVsReference
@_spi(Graph) import ViewGraph

// How each guide store meets the screen: what GuideList hands its rows, and
// how a step renames, appends and removes.

/// A class-kind guide: an object with its own observed name, handed to its
/// row as it is, so a list's rows are the store's own array (G4: the same
/// inputs when it is the same object).
protocol GuideObject: GuideReading, AnyObject {
    var name: String { get set }
}

extension GuideObject {
    var holdings: [Holding] { [Holding("_guide", self)] }
}

/// A guide object a store makes with its id and name alone.
protocol MadeGuide: GuideObject {
    init(id: Int, name: String)
}

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

    /// A new guide after the last, one id past it: the last guide has the
    /// largest id while only `add` and `remove` change the list (`insert`,
    /// for fuzz scripts, takes the largest itself, and appends through it).
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
protocol GuideObjectStore: GuideArrayStore where Row == Element, Element: GuideObject {}

extension GuideObjectStore {
    /// The store's own array: a list of a million rows makes no array of its own.
    var rows: [Element] { guides }
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
extension GuideStore: GuideObjectStore {}
extension ObservedGuideStore: GuideObjectStore {}
extension BroadcastGuide: MadeGuide {}
extension BroadcastGuideStore: GuideObjectStore {}

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
