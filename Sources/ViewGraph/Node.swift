/// One view alive in the graph: its inputs, what it shows, its children, and
/// the subscription to what its body last depended on.
final class Node {
    let id: Int
    let key: Child.Key
    let depth: Int
    let name: String
    /// The view's type, compared before its inputs are (G4).
    let viewType: ObjectIdentifier
    var view: any View
    var text = ""
    var children: [Node] = []
    var subscription: (any Subscription)?

    init(id: Int, key: Child.Key, depth: Int, view: any View, viewType: ObjectIdentifier, name: String) {
        self.id = id
        self.key = key
        self.depth = depth
        self.view = view
        self.viewType = viewType
        self.name = name
    }
}
