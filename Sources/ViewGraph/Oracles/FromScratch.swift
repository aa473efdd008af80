/// One view of a from-scratch render.
final class Rendering {
    /// The view, with what its body read and showed, and what it set in the environment.
    package let node: Node
    package var subscription: (any Subscription)?
    package var children: [Rendering] = []
    /// How many of `children` are fixed children; the rest are rows.
    var fixedCount = 0
    /// For a lazy list, the key of every row, on screen or not: what its
    /// parent's run pairs with the last run's.
    var lazyKeys: [ViewIdentity]?
    /// What its parent's body set in the environment around it.
    package var around: [EnvironmentSetting] = []
    /// The rows its body made, if any.
    package var rows: (any RowList)?

    package init(node: Node) {
        self.node = node
    }

    package var id: Int { node.id }
    package var name: String { node.name }
    package var key: ViewIdentity { node.key }
    package var view: any View { node.view }
    var viewType: ObjectIdentifier { node.viewType }

    /// Every view of this subtree.
    package var all: [Rendering] {
        var out: [Rendering] = []
        var stack = [self]
        while let view = stack.popLast() {
            out.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
        return out
    }
}

/// The whole screen rendered from scratch, from the live screen's state and
/// scroll positions, each body tracked by `tracker`: what the reference walk
/// accounts from and what the stale check compares the live screen with.
///
/// It is written apart from the graph: it has no invalidation, scheduling or
/// diffing, and it finds state, environment values and a lazy list's rows on
/// screen its own way, so that a slip in the graph's own lookups shows.
final class FromScratch {
    private let rootView: any View
    private let tracker: any Tracker
    /// The live graph, whose views' state and scroll positions a render starts from.
    private unowned let graph: Graph
    /// Where the render's trackings tell of changes.
    package let inbox = Inbox()
    private let reading: Reading
    /// The state and environment values of the last render, by identity.
    package private(set) var locations: [LocationID: Location] = [:]
    /// Those of the render before: a copy of state made now succeeds the one
    /// made then (or earlier in this render, for a subtree rendered again).
    private var previous: [LocationID: Location] = [:]
    /// What puts back the dynamic properties the render under way attached.
    private var undone: [() -> Void] = []
    /// The live state the render under way starts from.
    private var seed: StateSeed = [:]
    /// Where the user has scrolled each list, by the path of the view that
    /// makes it: read from the live screen, as its state is, for the render under way.
    private var scrolledTo: [[ViewIdentity]: Int] = [:]

    /// Whether a value state never written starts, as at a new launch, from
    /// what its view's init gives it now: the stale check's render. The
    /// reference walk keeps the live locations, which its bindings point at.
    private let relaunches: Bool

    package init(root: any View, tracker: any Tracker, graph: Graph, relaunchingUnwrittenState relaunches: Bool = false) {
        rootView = root
        self.tracker = tracker
        self.graph = graph
        self.relaunches = relaunches
        reading = Reading(inbox: inbox)
    }

    /// The id the next view rendered takes: never one a view of this
    /// render, or of one of its subtrees rendered again, took.
    private var nextID = 0

    /// The whole screen rendered from scratch, from the live state. What a
    /// view shows live (a toggle's binding, read when shown) is read before
    /// the render puts back the dynamic properties it attached when
    /// `freezingLiveText`: a view the render made anew (a sheet's content)
    /// has no storage of its own afterwards, and a binding made in its body
    /// would read its state's initial value.
    package func render(freezingLiveText: Bool = false) -> Rendering {
        seed = graph.stateSeed()
        scrolledTo = graph.scrollOffsets()
        previous = locations
        locations = [:]
        nextID = 0
        defer { undo() }
        // Bodies run on the main actor, for which the graph's thread stands in (A14).
        let stood = graph.pump.standIn()
        defer { graph.pump.standDown(stood) }
        let rendered = render(rootView, key: .position, parent: nil, place: 0, nextID: &nextID)
        if freezingLiveText {
            for view in rendered.all { view.node.text = view.node.text.frozen }
        }
        return rendered
    }

    /// Renders `rendering`, a view of the last render, again from its view as
    /// it is now (the inputs its parent last handed it, which the reference
    /// walk puts back when its parent did not hand it new ones), in the same
    /// place, with the same state and live values: its body, and the subtree
    /// it makes, as the live graph runs a view that keeps its inputs. What the
    /// subtree rendered before tracked is cancelled.
    func renderAgain(_ rendering: Rendering) {
        let stood = graph.pump.standIn()
        defer { graph.pump.standDown(stood) }
        let node = rendering.node
        for view in rendering.all { view.subscription?.cancel() }
        for location in node.locationsRead { location.forget(node.id) }
        node.locationsRead = []
        node.environment = [:]
        rendering.subscription = nil
        rendering.children = []
        rendering.fixedCount = 0
        rendering.lazyKeys = nil
        rendering.rows = nil
        defer { undo() }
        fill(rendering, nextID: &nextID)
    }

    /// Puts back the dynamic properties the render under way attached.
    private func undo() {
        for undo in undone.reversed() { undo() }
        undone = []
    }

    private func render(
        _ view: any View, key: ViewIdentity, parent: Node?, place: Int, environment: [EnvironmentSetting] = [],
        nextID: inout Int
    ) -> Rendering {
        let node = Node(id: nextID, key: key, parent: parent, view: view, type: ViewType.of(view))
        node.place = place
        nextID += 1
        for setting in environment {
            let location = setting.store(nil, reading).location
            let identity = LocationID(path: node.path, name: "around " + setting.name, isState: false)
            location.identity = identity
            node.applied[setting.name] = location
            locations[identity] = location
        }
        let rendering = Rendering(node: node)
        rendering.around = environment
        fill(rendering, nextID: &nextID)
        return rendering
    }

    /// Renders under `rendering` the children `kept`, the last render of the
    /// same view, made, in place of those its body makes now: what the live
    /// graph shows of a view whose body does not run (``Reference``). What
    /// the children rendered before tracked is cancelled.
    func renderChildren(of rendering: Rendering, keeping kept: Rendering) {
        let stood = graph.pump.standIn()
        defer { graph.pump.standDown(stood) }
        for child in rendering.children {
            for view in child.all { view.subscription?.cancel() }
        }
        defer { undo() }
        rendering.children = kept.children[..<kept.fixedCount].map { child in
            render(child.view, key: child.key, parent: rendering.node, place: child.node.place, environment: child.around, nextID: &nextID)
        }
        rendering.fixedCount = kept.fixedCount
        rendering.lazyKeys = nil
        rendering.rows = nil
        if let rows = kept.rows { renderRows(rows, lazy: kept.lazyKeys != nil, of: rendering, nextID: &nextID) }
    }

    /// Runs the body of `rendering`'s view, tracked, and renders the children it makes.
    private func fill(_ rendering: Rendering, nextID: inout Int) {
        let node = rendering.node
        let view = node.view
        // A view whose environment lacks what it takes shows nothing, as in the live graph.
        if node.hasDynamicProperties && attachDynamicProperties(of: node) != nil { return }
        reading.running = node
        let (content, subscription) = Self.track(view, tracker: tracker, invalidate: Invalidation(inbox: inbox, id: node.id, type: node.type))
        reading.running = nil
        rendering.subscription = subscription
        node.text = content.text
        for setting in content.environment {
            let location = setting.store(nil, reading).location
            let identity = LocationID(path: node.path, name: setting.name, isState: false)
            location.identity = identity
            node.environment[setting.name] = location
            locations[identity] = location
        }
        for (position, child) in content.children.enumerated() {
            rendering.children.append(
                render(child.view, key: child.key, parent: node, place: position, environment: child.environment, nextID: &nextID))
        }
        rendering.fixedCount = rendering.children.count
        if let rows = content.rows { renderRows(rows, lazy: content.lazy, of: rendering, nextID: &nextID) }
    }

    /// Renders `rows` as `rendering`'s rows: every one, or, in a lazy list,
    /// those on screen where the live list is scrolled.
    private func renderRows(_ rows: any RowList, lazy: Bool, of rendering: Rendering, nextID: inout Int) {
        let node = rendering.node
        rendering.rows = rows
        var shown = 0..<rows.count
        if lazy {
            rendering.lazyKeys = (0..<rows.count).map(rows.key(at:))
            shown = Self.onScreen(scrolledTo: scrolledTo[node.path] ?? 0, count: rows.count)
        }
        for index in shown {
            rendering.children.append(render(
                rows.view(at: index), key: rows.key(at: index), parent: node, place: Node.firstRowPlace + index,
                nextID: &nextID))
        }
    }

    /// The rows a lazy list shows, scrolled to `offset`: a screenful, moved up
    /// if the list ends first. Worked out here, not asked of the graph.
    private static func onScreen(scrolledTo offset: Int, count: Int) -> Range<Int> {
        let first = max(0, min(offset, count - Graph.rowsOnScreen))
        return first..<min(count, first + Graph.rowsOnScreen)
    }

    private static func track(_ view: some View, tracker: any Tracker, invalidate: Invalidation) -> (BodyContent, any Subscription) {
        let (rendered, subscription) = tracker.track(view, invalidate: invalidate)
        return (rendered.content, subscription)
    }

}

extension FromScratch: Attaching {
    var restoresSlots: Bool { true }

    package var stateDeclaration: StateDeclaration { graph.stateDeclaration }

    /// A render points every view's slots afresh, once, and restores them.
    func noteSharedValue() {}

    func restoreAfterwards(_ undo: @escaping () -> Void) {
        undone.append(undo)
    }

    /// The live screen's value for `key`, as its state is: a render shows what
    /// the screen should show now (G6). Kept, as an object is, even by the
    /// stale check's render: no view's init gives it.
    package func shared<Value>(_ key: String, initial: @autoclosure () -> Value) -> StoredValue<Value> {
        let identity = LocationID(path: [], name: "shared " + key, isState: true)
        if let made = locations[identity] as? StoredValue<Value> { return made }
        let live = graph.shared[key].flatMap { $0.copy(reading: reading) as? StoredValue<Value> }
        let made = live ?? StoredValue(initial(), cause: .state(sharedCause(key)), reading: reading)
        made.identity = identity
        let superseded = locations[identity] ?? previous[identity]
        locations[identity] = made
        (superseded as? StoredValue<Value>)?.succeed(by: made)
        return made
    }

    /// The same location as the graph's ``Attaching/nearestEnvironment(_:above:)``,
    /// found another way: from the root down, the last ancestor that sets
    /// `name`, so that a slip in the graph's own lookup shows.
    package func environment(_ name: String, above node: Node) -> Location? {
        var ancestors: [Node] = []
        var ancestor = node.parent
        while let current = ancestor {
            ancestors.append(current)
            ancestor = current.parent
        }
        // From the root down: what a parent set around a view, then what the
        // view's own body set for its children; last of all, around the view itself.
        var found: Location?
        for setter in ancestors.reversed() {
            if let around = setter.applied[name] { found = around }
            if let set = setter.environment[name] { found = set }
        }
        return node.applied[name] ?? found
    }

    package func state<Value>(_ label: String, of node: Node, initial: @autoclosure () -> Value) -> StoredValue<Value> {
        if let made = node.states[label] as? StoredValue<Value> { return made }
        // A value never written since its view appeared still holds what the
        // view's init gave it then; from scratch (``relaunches``), the init
        // gives it from the inputs of now: the trap of state seeded from an
        // input. An object the init makes is another each time: the live one is kept.
        let seeded = seed[node.path]?[label].flatMap { $0.copy(reading: reading) as? StoredValue<Value> }
        let kept = seeded.map { !relaunches || $0.version > 0 || Value.self is AnyObject.Type || Value.self == Owned.self } ?? false
        let made = kept ? seeded! : StoredValue(initial(), cause: .state(label), reading: reading)
        let identity = LocationID(path: node.path, name: label, isState: true)
        made.identity = identity
        node.states[label] = made
        let superseded = locations[identity] ?? previous[identity]
        locations[identity] = made
        (superseded as? StoredValue<Value>)?.succeed(by: made)
        return made
    }
}

/// The state of every view that has any, by the view's path and the state's
/// label: what a from-scratch render starts from, so that it shows what the
/// screen should show now (G6).
typealias StateSeed = [[ViewIdentity]: [String: Location]]
