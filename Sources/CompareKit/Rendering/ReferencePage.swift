import Foundation
import ViewGraph
import Workloads

/// results/README.md: the reference run's tables and charts, each with what it
/// shows and why. Every number in the prose is read from the run.
func referencePage(
    tally: BodyReport, guides: BodyReport, sweep: BodyReport, search: BodyReport, watchTally: WatchReport, watchGuides: WatchReport,
    command: String
) -> String {
    let machine = tally.machine
    let page = Page(tally: tally, guides: guides, sweep: sweep)
    return """
        # Reference run

        Made on \(machine.os), \(machine.cores) cores, Swift \(machine.swift), \(machine.configuration) build,
        on \(machine.date.prefix(10)), by

        ```
        \(command)
        ```

        Regenerating it changes no count (CI checks the counts in `expected/`); the
        timings move with the machine. Times are per step (its mutations and one
        flush), the median of \(tally.samples) samples with the minimum and maximum.
        What each rule means, and the test that pins it, is in
        [docs/rules.md](../docs/rules.md).

        ## tally: a counter at a feeder

        ![tally: bodies run per step](tally.svg)

        A robin changes. With property-level tracking \(page.tallyRobin(.property, .class)) run
        under `property`, and \(page.tallyRobin(.observation, .class)) under Apple's `observation`:
        only the views that read `robins`, `TotalLine` through the computed `total`.
        Broadcast (`object`) runs \(page.tallyRobin(.object, .class)): every view holds the model,
        and a will-change signal does not say what changed; assigning the value a
        property already has (`robin-same`) still runs \(page.count(tally, "robin-same", .object, .class)) bodies, against
        \(page.count(tally, "robin-same", .property, .class)) under `property`. Held as a struct, the counts are one value in one
        observed property: a robin runs \(page.tallyRobin(.property, .struct)), because
        `ContentView` hands each line a new copy (`@self`); an in-place `+= 0`
        (`robin-zero`) notifies but changes no copy, so \(page.bodies(tally, "robin-zero", .property, .struct)) runs.

        \(tally.markdownText)
        ## guide-list at \(page.guidesSize) guides

        ![guide-list: bodies run per step at \(page.guidesSize) guides](guide-list.svg)

        Renaming one guide runs \(page.bodies(guides, "rename", .property, .class)) when guides are objects
        (\(page.bodies(guides, "rename", .object, .class)) under Broadcast): the guide changed, not the store's
        array, so `GuideCount` is not told. When guides are values, the rename changes
        the array: \(page.bodies(guides, "rename", .property, .struct)) run, and the list compares
        \(page.compared(guides, "rename", .property, .struct)) rows' inputs to find the one that changed, skipping
        \(page.skipped(guides, "rename", .property, .struct)). Recompute counts hide that work; the timings show it:
        \(page.time(guides, "rename", .property, .class)) for objects against \(page.time(guides, "rename", .property, .struct)) for values.

        \(guides.markdownText)
        ## guide-list from \(page.sweepRange) guides

        ![guide-list: bodies run and time per step against size](guide-list-sweep.svg)

        Sizes \(page.sweepSizes). The left column is bodies run, the right the time per step,
        both on log scales. A rename runs the same bodies at every size, but its time
        does not stay flat for every kind: \(page.sweepRename(.class)) with class elements (one row
        runs), and \(page.sweepRename(.struct)) with struct elements, where the whole list is
        diffed. Adding or removing a guide re-runs `GuideList` for both kinds, so
        both grow with the size. Broadcast runs every holder of the store
        (`GuideScreen`, `GuideCount`, `GuideList`): at `add`, \(page.sweepAdd(.object)) bodies
        against \(page.sweepAdd(.property)) under `property`, at every size.

        The full tables are in [guide-list-sweep.md](guide-list-sweep.md), the figures
        in [guide-list-sweep.csv](guide-list-sweep.csv) and
        [guide-list-sweep.json](guide-list-sweep.json).

        ## search at \(page.grouped(search.sections.first?.size ?? 0)) guides: state, a binding and the environment

        ![search: bodies run per step](search.svg)

        The root owns the query and the theme; the field is handed a binding to the
        query; the settings and the theme reach the labels through the environment.
        Typing runs \(page.bodies(search, "type", .property, .class)) under every strategy: the root read the
        query, the field's binding shows another value, and the list, handed another
        query, runs; between them the root and the list compare \(page.compared(search, "type", .property, .class)) children
        and rows to find that nothing else changed. A theme change runs
        \(page.bodies(search, "theme", .property, .class)): the badge read the theme from the environment,
        and the root's other children are compared and skipped. Renaming a guide
        runs \(page.bodies(search, "rename", .property, .class)) under `property` (the list read every
        name to filter them), but \(page.bodies(search, "rename", .object, .class)) under `object·class`: the
        guide sends, not the store, so the list that filtered on the name is not told.

        \(search.markdownText)
        ## Watchers: Observations and its peers

        Code that iterates a value as an async sequence, beside the views:
        `Observations` under `observation`, this project's `Watched` under
        `property`, `objectWillChange.values` with a read after each signal under
        `object`. A watcher gets one value per transaction: three increments with
        no suspension between them (`burst`) give one, an increment, a suspension
        and an increment (`robin-twice`) give two. Each cell is the values
        received, and of them, how many equal the one before.

        \(watchTally.markdownText)
        \(watchGuides.markdownText)
        ## Files

        | file | what it holds |
        | --- | --- |
        | `tally.md`, `tally.csv`, `tally.svg` | tally: counts, diffing, timings; bars of bodies run and of children compared |
        | `guide-list.md`, `guide-list.csv`, `guide-list.svg` | guide-list at \(page.guidesSize) guides |
        | `guide-list-sweep.md`, `.csv`, `.json`, `.svg` | guide-list at each size, with the machine in the JSON |
        | `search.md`, `search.csv`, `search.svg` | search at 1,000 guides |
        | `watch-tally.csv`, `watch-guide-list.csv` | the values each watcher received, and their timings |
        | `expected/tally.csv`, `expected/guide-list.csv`, `expected/search.csv` | the counts CI asserts |
        | `expected/lazy/guide-list.csv` | the counts CI asserts for a lazy list (`--container lazy`) |
        | `expected/watch/tally.csv`, `guide-list.csv`, `search.csv` | the watcher counts CI asserts |

        """
}

/// The figures the reference page quotes, each read from the run.
private struct Page {
    let tally: BodyReport
    let guides: BodyReport
    let sweep: BodyReport

    func result(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind, section: Int = 0) -> StepResult? {
        guard report.sections.indices.contains(section) else { return nil }
        return report.sections[section].result(step, Combination(notify, kind))
    }

    func count(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(report, step, notify, kind).map { String($0.counts.recomputes) } ?? "?"
    }

    /// `3 bodies (GuideCount, GuideList, GuideRow)`, or `no body`.
    func bodies(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        guard let counts = result(report, step, notify, kind)?.counts else { return "?" }
        switch counts.recomputes {
        case 0: return "no body"
        case 1: return "one body (`\(counts.bodySummary)`)"
        default: return "\(counts.recomputes) bodies (`\(counts.bodySummary.split(separator: " ").joined(separator: "`, `"))`)"
        }
    }

    func tallyRobin(_ notify: Notify, _ kind: Kind) -> String { bodies(tally, "robin", notify, kind) }

    func compared(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(report, step, notify, kind).map { grouped($0.counts.compared) } ?? "?"
    }

    func skipped(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(report, step, notify, kind).map { grouped($0.counts.skipped) } ?? "?"
    }

    func time(_ report: BodyReport, _ step: String, _ notify: Notify, _ kind: Kind, section: Int = 0) -> String {
        guard let timing = result(report, step, notify, kind, section: section)?.timing else { return "(not timed)" }
        return TimeUnit(for: timing.median).format(timing.median)
    }

    var guidesSize: String { guides.sections.first.map { grouped($0.size) } ?? "?" }

    var sweepSizes: String { sweep.sections.map { grouped($0.size) }.joined(separator: ", ") }

    var sweepRange: String {
        guard let first = sweep.sections.first, let last = sweep.sections.last else { return "?" }
        return "\(grouped(first.size)) to \(grouped(last.size))"
    }

    /// A rename's time at the smallest and the largest size, property-level.
    func sweepRename(_ kind: Kind) -> String {
        guard let first = sweep.sections.first, let last = sweep.sections.last else { return "?" }
        let small = time(sweep, "rename", .property, kind, section: 0)
        let large = time(sweep, "rename", .property, kind, section: sweep.sections.count - 1)
        return "\(small) at \(grouped(first.size)) guides and \(large) at \(grouped(last.size))"
    }

    /// The bodies `add` runs at every size, or the counts per size if they vary.
    func sweepAdd(_ notify: Notify) -> String {
        let counts = sweep.sections.indices.compactMap { result(sweep, "add", notify, .class, section: $0)?.counts.recomputes }
        let distinct = Array(Set(counts))
        return distinct.count == 1 ? String(distinct[0]) : counts.map(String.init).joined(separator: "/")
    }

    /// `100,000`.
    func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
