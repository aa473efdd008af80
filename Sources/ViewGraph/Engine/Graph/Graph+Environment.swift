// G9: what a body sets in its children's environment, and who is told;
// the graph as the storage of state, shared values and the environment (``Attaching``).
extension Graph {
    /// G9: stores what `node` sets in its children's environment; the readers
    /// of a value that changed, or that is no longer set, run at the next pass.
    func setEnvironment(of node: Node, _ settings: [EnvironmentSetting]) {
        var set: [String: Location] = [:]
        for setting in settings {
            let (location, changed) = setting.store(node.environment[setting.name], reading)
            set[setting.name] = location
            if changed { tell(location) }
        }
        for (name, location) in node.environment where set[name] == nil {
            tell(location)
        }
        node.environment = set
    }

    /// G9: stores what `node`'s parent set in the environment around it, below
    /// the root of its body; the readers of a value that changed, or that is
    /// no longer set, run at the next pass.
    func setApplied(of node: Node, _ settings: [EnvironmentSetting]) {
        var set: [String: Location] = [:]
        let before = node.applied
        for setting in settings {
            let (location, changed) = setting.store(before[setting.name], reading)
            set[setting.name] = location
            if changed { tell(location) }
        }
        for (name, location) in before where set[name] == nil {
            tell(location)
        }
        node.applied = set
    }

    /// G9: marks the readers of `location` invalid in this pass; the walk runs
    /// them where they stand in the tree, through their parents where it can.
    package func tell(_ location: Location) {
        guard !location.readers.isEmpty else { return }
        mark(location.readers.map { (id: $0, cause: location.cause) })
    }
}

extension Graph: Attaching {
    package func environment(_ name: String, above node: Node) -> Location? {
        nearestEnvironment(name, above: node)
    }

    package var restoresSlots: Bool { false }

    package func restoreAfterwards(_ undo: @escaping () -> Void) {}

    package func noteSharedValue() {
        reattachesEveryRun = true
    }

    package func shared<Value>(_ key: String, initial: @autoclosure () -> Value) -> StoredValue<Value> {
        if let made = shared[key] {
            guard let made = made as? StoredValue<Value> else {
                preconditionFailure("the shared value \"\(key)\" is attached as a \(Value.self) and as another type")
            }
            return made
        }
        let made = StoredValue(initial(), cause: .state(sharedCause(key)), reading: reading)
        shared[key] = made
        return made
    }

    package func state<Value>(_ label: String, of node: Node, initial: @autoclosure () -> Value) -> StoredValue<Value> {
        if let made = node.states[label] as? StoredValue<Value> { return made }
        let made = StoredValue(initial(), cause: .state(label), reading: reading)
        node.states[label] = made
        return made
    }
}

/// How a run caused by the shared value `key` names it: as the key says,
/// less what the runtime writes for a type declared `private` or
/// `fileprivate` (`Module.(unknown context at $55c5ac8c27cc).ScenePhaseKey`),
/// an address that says nothing to a person.
package func sharedCause(_ key: String) -> String {
    var named = key
    while let start = named.range(of: "(unknown context at $"), let end = named[start.upperBound...].range(of: ").") {
        named.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return named
}
