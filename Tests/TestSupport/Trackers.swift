import ViewGraph
import Workloads

/// The tracker of each strategy, the object columns reading a screen as its
/// `ObservableObject` port: state, bindings and the environment must behave
/// the same under all three (G7 to G9).
package func tracker(_ notify: Notify) -> any Tracker {
    Combination(notify, .class).tracker
}
