@_spi(Graph) import ViewGraph

/// The root: holds the store and hands it to the count and the list.
struct GuideScreen<Store: GuideSource>: View, HoldsObjects {
    let store: Ref<Store>
    /// Whether the list is lazy (a `List`) or eager (a `VStack`).
    var lazy = false
    var holdings: [Holding] { [Holding("_store", store.object)] }
    var body: Content {
        Content(children: [Child(GuideCount(store: store)), Child(GuideList(store: store, lazy: lazy))])
    }
}

/// Shows "N guides": reads the count.
struct GuideCount<Store: GuideSource>: View, HoldsObjects {
    let store: Ref<Store>
    var holdings: [Holding] { [Holding("_store", store.object)] }
    var body: Content { Content(Shown(store.object.count, "guides")) }
}

/// Reads the guides and makes one row per guide, keyed by its id.
struct GuideList<Store: GuideSource>: View, HoldsObjects {
    let store: Ref<Store>
    var lazy = false
    var holdings: [Holding] { [Holding("_store", store.object)] }
    var body: Content {
        Content(rows: ForEach(store.object.rows) { GuideRow(guide: $0) }, lazy: lazy)
    }
}

/// Shows one guide's name.
struct GuideRow<Guide: GuideReading>: View, HoldsObjects {
    let guide: Guide
    var holdings: [Holding] { guide.holdings }
    var body: Content { Content(text: guide.name) }
}
