// A11 and A13: a step that finds nothing to act on fails its run with one line
// (kept here for the next flush to report). Every kind of miss is worded here
// alone: what the step did, then why a person could not have.

extension Graph {
    /// A step that `did` something (`selected the row 3`) to what is not on
    /// screen, with what is instead: `shown`, each already quoted, said as
    /// `the <plural> on screen are …`, or `the screen shows no <none>`.
    func missNotOnScreen(_ did: String, shown: [String], plural: String, none: String) {
        let there = shown.isEmpty ? "the screen shows no \(none)" : "the \(plural) on screen are \(shown.joined(separator: ", "))"
        miss(did, "which is not on screen; \(there)")
    }

    /// A step that `did` something to what `coverer` covers (A13): a pushed
    /// screen, the selected tab, or the presentation on top.
    func missCovered(_ did: String, by coverer: String) {
        miss(did, "which \(coverer) covers; act on what is on screen")
    }

    /// A step that picked an option the control does not offer, with those it does.
    package func missNoSuchOption(_ did: String, options: [String]) {
        miss(did, "which has no such option; its options are \(options.map { "\"\($0)\"" }.joined(separator: ", "))")
    }

    /// A step that `did` something the screen refuses, for the reason `why`, a clause.
    package func miss(_ did: String, _ why: String) {
        unfoundControls.append("\(did), \(why)")
    }
}
