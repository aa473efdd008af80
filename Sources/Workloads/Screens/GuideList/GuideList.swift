import ObjectLevel
import PropertyLevel
import ValueVsReference
@_spi(Graph) import ViewGraph

/// guide-list: a store of guides, a count and a list (docs/rules.md, The workloads).
public struct GuideListWorkload: Workload {
    /// The models it runs on.
    public let models: ModelSource
    /// How the list makes its rows: all of them, or those on screen.
    public let container: Container

    /// How a list makes its rows.
    public enum Container: String, CaseIterable, Sendable {
        /// Every row, as a `VStack` or a `ForEach` in a `ScrollView` does.
        case eager
        /// The rows on screen, as `List` and `LazyVStack` do.
        case lazy
    }

    /// The guide-list workload, on the hand-written models and an eager list
    /// unless told otherwise.
    public init(models: ModelSource = .handWritten, container: Container = .eager) {
        self.models = models
        self.container = container
    }

    /// `guide-list`, or `guide-list·lazy` for a lazy list, so that the two
    /// never share a row of a report or of the expected counts.
    public var name: String { container == .eager ? "guide-list" : "guide-list·lazy" }
    public let summary = "a store of guides, a count (\"N guides\") and a list of rows keyed by id"
    public var steps: [String] { Self.steps.map(\.name) }
    public let views = ["GuideScreen", "GuideCount", "GuideList", "GuideRow"]
    /// The first guide on screen: the one a user sees and changes.
    private static func top(_ store: any GuideSource, _ graph: Graph) -> Int {
        min(graph.firstRowOnScreen, store.count - 1)
    }
    public let defaultSize = 2
    public let isSized = true
    public let sizeUnit = "guides"
    /// `--container eager,lazy`: the list in either container, or both.
    public var variants: Variants? {
        let models = models
        return Variants(
            option: "container", values: Container.allCases.map(\.rawValue), chooses: "how guide-list makes its rows",
            help: "guide-list's list: eager (default: every row made) or lazy (the 20 rows on screen, as List), or both"
        ) { value in GuideListWorkload(models: models, container: Container(rawValue: value) ?? .eager) }
    }
    /// Every view holds each object it reads: object runs no fewer bodies than property.
    public let objectRunsNoFewerThanProperty = true

    /// The steps, written once against any guide store.
    static let steps: [Step<any GuideSource>] = [
        Step("rename") { store in
            // The middle guide gets a name it does not have.
            let middle = store.count / 2
            store.rename(at: middle, to: renamed(store.name(at: middle)))
        },
        Step("rename-same") { store in
            let middle = store.count / 2
            store.rename(at: middle, to: store.name(at: middle))
        },
        Step("rename-top") { store, graph in
            guard store.count > 0 else { return }
            let top = top(store, graph)
            store.rename(at: top, to: renamed(store.name(at: top)))
        },
        Step("add") { store in store.append() },
        Step("remove") { store in store.remove(at: store.count - 1) },
        Step("scroll") { _, graph in graph.scroll(byScreens: 1) },
        Step("scroll-back") { _, graph in graph.scroll(byScreens: -1) },
    ]

    public func explain(step: String) -> String? {
        [
            "rename": "the middle guide gets a new name", "rename-same": "the middle guide is given the name it has",
            "rename-top": "the first guide on screen gets a new name",
            "add": "a guide is appended", "remove": "the last guide is removed",
            "scroll": "the list scrolls down a screen (20 rows)", "scroll-back": "the list scrolls back up a screen",
        ][step]
    }

    public func inverse(of step: String) -> String? {
        switch step {
        case "add": "remove"
        case "remove": "add"
        case "scroll": "scroll-back"
        case "scroll-back": "scroll"
        default: nil
        }
    }

    public func session(_ combination: Combination, size: Int) -> Session {
        if models == .writtenOnce {
            let notify = combination.notify
            return combination.kind == .class
                ? session(WriteOnce.GuideStore(notify, guides: (0..<size).map {
                    WriteOnce.Guide(notify, id: $0, name: "Guide \($0)")
                }), combination)
                : session(WriteOnce.GuideValueStore(notify, guides: (0..<size).map {
                    GuideValue(id: $0, name: "Guide \($0)")
                }), combination)
        }
        return session(Self.store(combination, size: size) { "Guide \($0)" }, combination)
    }

    /// The same screen on `combination`'s models, its bodies run under a tracker
    /// that observes nothing: what the graph alone costs beside the models.
    public func untrackedSession(_ combination: Combination, size: Int) -> Session {
        session(Self.store(combination, size: size) { "Guide \($0)" }, combination, tracker: Untracked())
    }

    /// What `compare watch guide-list` watches: the number of guides, and the
    /// middle guide's name.
    public let watchers = ["count", "middle-name"]

    static let watching: [Watcher<any GuideSource>] = [
        Watcher("count") { $0.count },
        // Under object-level, the store and the guide in the middle now.
        Watcher("middle-name", holding: { store in [store] + (middle(store).map { store.holdings(at: $0) } ?? []) }) {
            store in middle(store).map { store.name(at: $0) } ?? ""
        },
    ]

    /// The middle guide's index, or nil when there is no guide.
    private static func middle(_ store: any GuideSource) -> Int? {
        let count = store.count
        return count == 0 ? nil : count / 2
    }

    /// A store of `size` guides named by `name`, as `combination` holds them.
    static func store(_ combination: Combination, size: Int, name: (Int) -> String) -> any GuideSource {
        let names = (0..<size).map { (id: $0, name: name($0)) }
        return switch (combination.notify, combination.kind) {
        case (.property, .class): GuideStore(guides: names.map { Guide(id: $0.id, name: $0.name) })
        case (.property, .struct): GuideValueStore(guides: names.map { GuideValue(id: $0.id, name: $0.name) })
        case (.observation, .class): ObservedGuideStore(guides: names.map { ObservedGuide(id: $0.id, name: $0.name) })
        case (.observation, .struct): ObservedGuideValueStore(guides: names.map { GuideValue(id: $0.id, name: $0.name) })
        case (.object, .class): BroadcastGuideStore(guides: names.map { BroadcastGuide(id: $0.id, name: $0.name) })
        case (.object, .struct): BroadcastGuideValueStore(guides: names.map { GuideValue(id: $0.id, name: $0.name) })
        }
    }

    private func session<Store: GuideSource>(
        _ store: Store, _ combination: Combination, tracker: (any Tracker)? = nil
    ) -> Session {
        let screen = GuideScreen(store: Ref(store), lazy: container == .lazy)
        let chosen = tracker ?? combination.tracker
        let graph = Graph(root: screen, tracker: chosen)
        return ScreenSession<any GuideSource>(
            graph: graph, model: store, steps: Self.steps, notify: combination.notify, watchers: Self.watching,
            applying: Self.apply)
    }

    /// A rename, an equal rename, an append, an insert (in the middle as
    /// often as not) or a removal; a lazy list also scrolls, a screen at a time.
    public func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        if container == .lazy && random.next(upTo: 5) == 0 { return .scroll(random.next(upTo: 2) == 0 ? 1 : -1) }
        return switch random.next(upTo: 6) {
        case 0: .rename(random.next(upTo: 64))
        case 1: .renameSame(random.next(upTo: 64))
        case 2: .append
        case 3: .remove(random.next(upTo: 64))
        case 4: .insert(random.next(upTo: 64))
        default: .rename(random.next(upTo: 64))
        }
    }

    /// A lazy list gets more than a screenful as often as not, to scroll.
    public var fuzzSize: Int { container == .lazy ? 80 : 40 }

    /// A fuzz action on the store; positions wrap around the count, and an
    /// empty list ignores all but `append`. Another workload's do not apply.
    static func apply(_ store: any GuideSource, _ action: FuzzAction) {
        let count = store.count
        let at = action.argument
        switch action.kind {
        case FuzzAction.rename(0).kind where count > 0:
            store.rename(at: at % count, to: renamed(store.name(at: at % count)))
        case FuzzAction.renameSame(0).kind where count > 0:
            store.rename(at: at % count, to: store.name(at: at % count))
        case FuzzAction.append.kind:
            store.insert(at: count)
        case FuzzAction.insert(0).kind:
            store.insert(at: at % (count + 1))
        case FuzzAction.remove(0).kind where count > 0:
            store.remove(at: at % count)
        default:
            break
        }
    }

    /// A name that differs from `name`, and turns back into it when renamed again,
    /// so that repeated renames neither repeat a name nor grow it.
    static func renamed(_ name: String) -> String {
        name.hasSuffix(" (renamed)") ? String(name.dropLast(" (renamed)".count)) : name + " (renamed)"
    }
}

/// What guide-list's views read and its steps change.
protocol GuideSource: AnyObject {
    associatedtype Row: GuideReading
    /// How many guides there are: a read of the guides.
    var count: Int { get }
    /// What GuideList hands its rows: the guide objects, or copies.
    var rows: [Row] { get }
    /// The name of the guide at `index`.
    func name(at index: Int) -> String
    /// Gives the guide at `index` the name `name`.
    func rename(at index: Int, to name: String)
    /// Appends a guide whose id follows the last one's (ids increase along the list).
    func append()
    /// Inserts a guide at `index` with an id no guide has.
    func insert(at index: Int)
    /// Removes the guide at `index`.
    func remove(at index: Int)
    /// The objects a watcher of the guide at `index` holds: the guide, for an object.
    func holdings(at index: Int) -> [AnyObject]
}

/// What a row reads: a guide, through a reference or from a copy.
protocol GuideReading: Identifiable where ID == Int {
    var id: Int { get }
    var name: String { get }
    /// The objects a row holds when handed this: the guide, for a reference.
    var holdings: [Holding] { get }
}

extension FuzzAction {
    /// guide-list and search: the guide at this position (modulo the count) gets a new name.
    static func rename(_ at: Int) -> FuzzAction { FuzzAction("rename", at, "rename #\(at)") }
    /// guide-list and search: the guide at this position is assigned the name it has.
    static func renameSame(_ at: Int) -> FuzzAction { FuzzAction("rename-same", at, "rename-same #\(at)") }
    /// guide-list: a guide with a new id is appended.
    static let append = FuzzAction("append", 0, "append")
    /// guide-list: a guide with a new id is inserted at this position (modulo
    /// the count plus one), in the middle as often as not.
    static func insert(_ at: Int) -> FuzzAction { FuzzAction("insert", at, "insert #\(at)") }
    /// guide-list: the guide at this position (modulo the count) is removed.
    static func remove(_ at: Int) -> FuzzAction { FuzzAction("remove", at, "remove #\(at)") }
}
