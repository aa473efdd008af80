import CompareKit
import Foundation
import Screens
import Workloads

/// The harness's own reference run, committed in results/: tally,
/// guide-list at 1,000 guides, guide-list swept from 10 to 100,000 guides,
/// search at 1,000 guides, a lazy list, the watchers, the expected counts CI
/// checks, and a page that shows them.
let referenceRun = ReferenceRun(
    summary: """
        The reference run: tally, guide-list at 1,000 guides and swept
        over sizes, search at 1,000 guides, as tables, CSVs, JSON and SVG charts,
        the expected counts CI checks, and a README that shows them.
        """,
    runs: [
        .bodies("tally", Workload.tally, sizes: [Workload.tally.defaultSize]),
        .bodies("guide-list", Workload.guideList(), sizes: [1_000]),
        .bodies("guide-list-sweep", Workload.guideList(), sizes: [10, 100, 1_000, 10_000, 100_000], sweeps: true),
        .bodies("guide-list-small", Workload.guideList(), sizes: [Workload.guideList().defaultSize], timed: false),
        .bodies("search", Workload.search, sizes: [1_000]),
        .bodies("search-small", Workload.search, sizes: [Workload.search.defaultSize], timed: false),
        .bodies("lazy", Workload.guideList(.lazy), sizes: [Workload.guideList().defaultSize, 1_000], timed: false),
        .watchers("watch-tally", Workload.tally, sizes: [Workload.tally.defaultSize]),
        .watchers("watch-guide-list", Workload.guideList(), sizes: [1_000]),
    ] + watched.map { workload in
        .watchers(
            "expected-watch-\(workload.name)", workload,
            sizes: workload.isSized ? [workload.defaultSize, 1_000] : [workload.defaultSize], timed: false)
    },
    files: [
        ("tally.md", .markdown("tally")),
        ("tally.csv", .csv("tally")),
        ("tally.svg", .chart("tally")),
        ("guide-list.md", .markdown("guide-list")),
        ("guide-list.csv", .csv("guide-list")),
        ("guide-list.svg", .chart("guide-list")),
        ("guide-list-sweep.md", .markdown("guide-list-sweep")),
        ("guide-list-sweep.csv", .csv("guide-list-sweep")),
        ("guide-list-sweep.svg", .chart("guide-list-sweep")),
        ("guide-list-sweep.json", .json("guide-list-sweep")),
        ("search.md", .markdown("search")),
        ("search.csv", .csv("search")),
        ("search.svg", .chart("search")),
        ("expected/tally.csv", .counts(["tally"])),
        ("expected/guide-list.csv", .counts(["guide-list-small", "guide-list"])),
        ("expected/search.csv", .counts(["search-small", "search"])),
        ("expected/lazy/guide-list.csv", .counts(["lazy"])),
        ("watch-tally.csv", .csv("watch-tally")),
        ("watch-guide-list.csv", .csv("watch-guide-list")),
        ("README.md", .page),
    ] + watched.map { ("expected/watch/\($0.name).csv", .counts(["expected-watch-\($0.name)"])) },
    page: referencePage)

/// The workloads whose watchers' counts CI checks.
private let watched: [Workload] = [Workload.tally, Workload.guideList(), Workload.search]

/// results/README.md: the reference run's tables and charts, each with what it
/// shows and why. Every number in the prose is read from the run.
@Sendable private func referencePage(_ figures: ReferenceFigures) -> String {
    let machine = figures.machine
    let command = figures.command
    let page = Page(figures: figures)
    return """
        # Reference run

        Made on \(machine.os), \(machine.cores) cores, Swift \(machine.swift), \(machine.configuration) build,
        on \(machine.date.prefix(10)), by

        ```
        \(command)
        ```

        Regenerating it changes no count (CI checks the counts in `expected/`); the
        timings move with the machine. Times are per step (its mutations and one
        flush), the median of \(figures.samples) samples with the minimum and maximum.
        What each rule means, and the test that pins it, is in
        [docs/rules.md](../docs/rules.md).

        ## tally: a counter at a feeder

        ![tally: bodies run per step](tally.svg)

        A robin changes. With property-level tracking \(page.tallyRobin(.property, .class)) run
        under `property`, and \(page.tallyRobin(.observation, .class)) under Apple's `observation`:
        only the views that read `robins`, `TotalLine` through the computed `total`.
        Broadcast (`object`) runs \(page.tallyRobin(.object, .class)): every view holds the model,
        and a will-change signal does not say what changed; assigning the value a
        property already has (`robin-same`) still runs \(page.count("tally", "robin-same", .object, .class)) bodies, against
        \(page.count("tally", "robin-same", .property, .class)) under `property`. Held as a struct, the counts are one value in one
        observed property: a robin runs \(page.tallyRobin(.property, .struct)), because
        `ContentView` hands each line a new copy (`@self`); an in-place `+= 0`
        (`robin-zero`) notifies but changes no copy, so \(page.bodies("tally", "robin-zero", .property, .struct)) runs.

        \(figures.markdown("tally"))
        ## guide-list at \(page.guidesSize) guides

        ![guide-list: bodies run per step at \(page.guidesSize) guides](guide-list.svg)

        Renaming one guide runs \(page.bodies("guide-list", "rename", .property, .class)) when guides are objects
        (\(page.bodies("guide-list", "rename", .object, .class)) under Broadcast): the guide changed, not the store's
        array, so `GuideCount` is not told. When guides are values, the rename changes
        the array: \(page.bodies("guide-list", "rename", .property, .struct)) run, and the list compares
        \(page.compared("guide-list", "rename", .property, .struct)) rows' inputs to find the one that changed, skipping
        \(page.skipped("guide-list", "rename", .property, .struct)). Recompute counts hide that work; the timings show it:
        \(page.time("guide-list", "rename", .property, .class)) for objects against \(page.time("guide-list", "rename", .property, .struct)) for values.

        \(figures.markdown("guide-list"))
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

        ## search at \(page.grouped(figures.sizes("search").first ?? 0)) guides: state, a binding and the environment

        ![search: bodies run per step](search.svg)

        The root owns the query and the theme; the field is handed a binding to the
        query; the settings and the theme reach the labels through the environment.
        Typing runs \(page.bodies("search", "type", .property, .class)) under every strategy: the root read the
        query, the field's binding shows another value, and the list, handed another
        query, runs; between them the root and the list compare \(page.compared("search", "type", .property, .class)) children
        and rows to find that nothing else changed. A theme change runs
        \(page.bodies("search", "theme", .property, .class)): the badge read the theme from the environment,
        and the root's other children are compared and skipped. Renaming a guide
        runs \(page.bodies("search", "rename", .property, .class)) under `property` (the list read every
        name to filter them), but \(page.bodies("search", "rename", .object, .class)) under `object·class`: the
        guide sends, not the store, so the list that filtered on the name is not told.

        \(figures.markdown("search"))
        ## Watchers: Observations and its peers

        Code that iterates a value as an async sequence, beside the views:
        `Observations` under `observation`, this project's `Watched` under
        `property`, `objectWillChange.values` with a read after each signal under
        `object`. A watcher gets one value per transaction: three increments with
        no suspension between them (`burst`) give one, an increment, a suspension
        and an increment (`robin-twice`) give two. Each cell is the values
        received, and of them, how many equal the one before.

        \(figures.markdown("watch-tally"))
        \(figures.markdown("watch-guide-list"))
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

/// The figures the reference page quotes, in its words, each read from the run.
private struct Page {
    let figures: ReferenceFigures

    func result(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind, size: Int = 0) -> ReferenceFigures.Step? {
        figures.step(run, step, Combination(notify, kind), sizeIndex: size)
    }

    func count(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(run, step, notify, kind).map { String($0.recomputes) } ?? "?"
    }

    /// `3 bodies (GuideCount, GuideList, GuideRow)`, or `no body`.
    func bodies(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        guard let step = result(run, step, notify, kind) else { return "?" }
        switch step.recomputes {
        case 0: return "no body"
        case 1: return "one body (`\(step.bodies)`)"
        default: return "\(step.recomputes) bodies (`\(step.bodies.split(separator: " ").joined(separator: "`, `"))`)"
        }
    }

    func tallyRobin(_ notify: Notify, _ kind: Kind) -> String { bodies("tally", "robin", notify, kind) }

    func compared(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(run, step, notify, kind).map { grouped($0.compared) } ?? "?"
    }

    func skipped(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind) -> String {
        result(run, step, notify, kind).map { grouped($0.skipped) } ?? "?"
    }

    func time(_ run: String, _ step: String, _ notify: Notify, _ kind: Kind, size: Int = 0) -> String {
        guard let median = result(run, step, notify, kind, size: size)?.median else { return "(not timed)" }
        return ReferenceFigures.time(median)
    }

    var guidesSize: String { figures.sizes("guide-list").first.map(grouped) ?? "?" }

    var sweep: [Int] { figures.sizes("guide-list-sweep") }

    var sweepSizes: String { sweep.map(grouped).joined(separator: ", ") }

    var sweepRange: String {
        guard let first = sweep.first, let last = sweep.last else { return "?" }
        return "\(grouped(first)) to \(grouped(last))"
    }

    /// A rename's time at the smallest and the largest size, property-level.
    func sweepRename(_ kind: Kind) -> String {
        guard let first = sweep.first, let last = sweep.last else { return "?" }
        let small = time("guide-list-sweep", "rename", .property, kind, size: 0)
        let large = time("guide-list-sweep", "rename", .property, kind, size: sweep.count - 1)
        return "\(small) at \(grouped(first)) guides and \(large) at \(grouped(last))"
    }

    /// The bodies `add` runs at every size, or the counts per size if they vary.
    func sweepAdd(_ notify: Notify) -> String {
        let counts = sweep.indices.compactMap { result("guide-list-sweep", "add", notify, .class, size: $0)?.recomputes }
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
