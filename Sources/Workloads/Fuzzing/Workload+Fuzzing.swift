import ViewGraph

extension Workload {
    /// This workload, whose fuzz scripts draw their changes with `draw` (nil
    /// for one of the steps), applied through each kind's `applying`, at sizes
    /// up to `size`.
    public func fuzzing(size: Int = 40, _ draw: @escaping @Sendable (inout FuzzRandom) -> FuzzAction?) -> Workload {
        var workload = self
        workload.fuzzSize = size
        workload.draw = draw
        return workload
    }

    /// The next change a fuzz script makes, drawn from `random`; nil for one of
    /// the workload's steps.
    package func fuzzAction(_ random: inout FuzzRandom) -> FuzzAction? {
        draw?(&random)
    }

    /// This workload, whose fuzz scripts are held, after each transaction, to
    /// an account of what its screen's navigation, presentations, tabs, focus,
    /// storage and reactions must do, which `account` makes afresh for each
    /// column (``VocabularyAccount``). A step the account says is not on the
    /// screen a person sees is left out of the script, in every column.
    package func accounted(by account: @escaping @Sendable () -> any VocabularyAccount) -> Workload {
        var workload = self
        workload.account = account
        return workload
    }
}

/// An account of what SwiftUI's vocabulary does on one screen, kept apart
/// from the graph: its own model of each navigation stack (the path, and the
/// screens links pushed on it), the presentations up and which is on top,
/// the selected tab, the focus, the values kept in storage, and the actions
/// and tasks each step starts, in the order started, each worked out from
/// SwiftUI's rules as the screen's author would. `compare fuzz` holds every
/// column to it after each transaction; where it compares values it compares
/// its own, never through the code it checks.
package protocol VocabularyAccount: AnyObject {
    /// Whether a person could make `action` on the screen as it was last
    /// shown (A13): if so, the account makes it and says true; if not, the
    /// script leaves it out.
    func admits(_ action: FuzzAction) -> Bool
    /// Where `graph`, just flushed by `flush` (the launch's, then each
    /// transaction's), shows or ran other than the account says, in a
    /// sentence; nil if it agrees. The transaction is over: the next action
    /// is made on the screen as it is now.
    func difference(from graph: Graph, flush: Flush) -> String?
}
