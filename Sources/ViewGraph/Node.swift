/// One view alive in the graph: its inputs, what it shows, its children, and
/// the subscription to what its body last depended on.
final class Node {
    let id: Int
    let key: Child.Key
    let depth: Int
    let name: String
    var view: any View
    var text = ""
    var children: [Node] = []
    var subscription: (any Subscription)?

    init(id: Int, key: Child.Key, depth: Int, view: any View) {
        self.id = id
        self.key = key
        self.depth = depth
        self.view = view
        self.name = type(of: view).name
    }
}
