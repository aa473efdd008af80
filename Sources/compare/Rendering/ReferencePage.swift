/// results/README.md: the reference run's tables and charts, each with what it
/// shows and why.
func referencePage(tally: Report, guides: Report, sweep: Report) -> String {
    let machine = tally.machine
    let sizes = sweep.sections.map { Chart.countLabel(Double($0.size)) }.joined(separator: ", ")
    return """
        # Reference run

        Made on \(machine.os), \(machine.cores) cores, Swift \(machine.swift), \(machine.configuration) build,
        on \(machine.date.prefix(10)), by

        ```
        swift run -c release compare report --output-dir results
        ```

        Regenerating it changes no count (CI checks the counts in `expected/`); the
        timings move with the machine. Times are per step (its mutations and one
        flush), the median of \(tally.samples) samples with the minimum and maximum.

        ## tally: a counter at a feeder

        ![tally: bodies run per step](tally.svg)

        A robin changes. With property-level tracking (`property`, and Apple's
        `observation`, which it matches body for body) only the views that read
        `robins` run: `RobinLine`, and `TotalLine` through the computed `total`.
        Broadcast (`object`) runs all four views at every step, because each of
        them holds the model and a will-change signal does not say what changed;
        assigning the value a property already has (`robin-same`) still sends.
        Held as a struct, the counts are one value in one observed property: any
        change to it runs `ContentView`, which hands each line a copy, and the lines
        whose copy differs run (`@self`); an in-place `+= 0` notifies but changes
        no copy, so only `ContentView` runs.

        \(markdown(tally, trace: false))
        ## guide-list at 1,000 guides

        ![guide-list: bodies run per step at 1,000 guides](guide-list.svg)

        Renaming one guide runs one row when guides are objects, under every
        strategy: the guide changed, not the store's array, so `GuideCount` is not
        told (O6 for Broadcast). When guides are values, the rename changes the
        array: `GuideCount` and `GuideList` run, and the list compares all 1,000
        rows' inputs to find the one that changed (`compared` 1000, `skipped` 999).
        Recompute counts hide that work; the timings show it.

        \(markdown(guides, trace: false))
        ## guide-list from 10 to 100,000 guides

        ![guide-list: bodies run and time per step against size](guide-list-sweep.svg)

        Sizes \(sizes). The left column is bodies run, the right the time per step,
        both on log scales. A rename's bodies stay flat for every combination, but
        its time does not: with class elements it costs the same at 10 guides as at
        100,000 (O(1): one row runs), while with struct elements it grows in
        proportion to the list (O(N): the whole list is diffed). Adding or removing
        a guide re-runs `GuideList` for both kinds, so both grow with N. Broadcast
        runs every holder of the store (`GuideScreen`, `GuideCount`, `GuideList`),
        one more body than property-level tracking at every step that touches the
        store. Launch grows with N for everyone: every row runs once.

        The full tables are in [guide-list-sweep.md](guide-list-sweep.md), the figures
        in [guide-list-sweep.csv](guide-list-sweep.csv) and
        [guide-list-sweep.json](guide-list-sweep.json).

        ## Files

        | file | what it holds |
        | --- | --- |
        | `tally.md`, `tally.csv`, `tally.svg` | tally: counts, diffing, timings; bars of bodies run |
        | `guide-list.md`, `guide-list.csv`, `guide-list.svg` | guide-list at 1,000 guides |
        | `guide-list-sweep.md`, `.csv`, `.json`, `.svg` | guide-list at each size, with the machine in the JSON |
        | `expected/tally.csv`, `expected/guide-list.csv` | the counts CI asserts (guide-list at 2 and 1,000 guides) |

        """
}
