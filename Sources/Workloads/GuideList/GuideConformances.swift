import ObjectLevel
import PropertyLevel
import ValueVsReference
import ViewGraph

// How each guide store meets the screen: what GuideList hands its rows, and
// how a step renames, appends and removes.

/// A class-kind guide: an object with its own observed name.
protocol GuideObject: AnyObject {
    init(id: Int, name: String)
    var id: Int { get }
    var name: String { get set }
}

/// A row's input in the class kind: the guide object, equal only to itself (G4).
struct GuideReference<Object: GuideObject>: GuideReading {
    let object: Object
    var id: Int { object.id }
    var name: String { object.name }
    var holdings: [Holding] { [Holding("_guide", object)] }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

/// A class-kind store: renaming a guide changes the guide, not the store's array.
protocol GuideObjectStore: GuideSource where Row == GuideReference<Element> {
    associatedtype Element: GuideObject
    var guides: [Element] { get set }
}

extension GuideObjectStore {
    var count: Int { guides.count }
    var rows: [GuideReference<Element>] { guides.map { GuideReference(object: $0) } }
    func name(at index: Int) -> String { guides[index].name }

    func rename(at index: Int, to name: String) {
        let guide = guides[index]
        guide.name = name
    }

    func append() {
        let id = (guides.last?.id ?? -1) + 1
        guides.append(Element(id: id, name: "Guide \(id)"))
    }

    func remove(at index: Int) { guides.remove(at: index) }
}

extension Guide: GuideObject {}
extension ObservedGuide: GuideObject {}
extension GuideStore: GuideObjectStore {}
extension ObservedGuideStore: GuideObjectStore {}
extension BroadcastGuide: GuideObject {}
extension BroadcastGuideStore: GuideObjectStore {}

/// A row's input in the struct kind: a copy of the guide, compared with ==.
extension GuideValue: GuideReading {
    var holdings: [Holding] { [] }
}

/// A struct-kind store: the guides are values in its one observed array, so a
/// rename changes the array (P6: in place, so always a change).
protocol GuideValueSource: GuideSource where Row == GuideValue {
    var guides: [GuideValue] { get set }
}

extension GuideValueSource {
    var count: Int { guides.count }
    var rows: [GuideValue] { guides }
    func name(at index: Int) -> String { guides[index].name }
    func rename(at index: Int, to name: String) { guides[index].name = name }

    func append() {
        let id = (guides.last?.id ?? -1) + 1
        guides.append(GuideValue(id: id, name: "Guide \(id)"))
    }

    func remove(at index: Int) { guides.remove(at: index) }
}

extension GuideValueStore: GuideValueSource {}
extension ObservedGuideValueStore: GuideValueSource {}
extension BroadcastGuideValueStore: GuideValueSource {}
