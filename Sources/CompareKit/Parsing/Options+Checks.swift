import Foundation
import Workloads

// The rules a parsed command line must keep: options given to a command they
// do not apply to, options that contradict each other, values the named
// workloads do not have. Each refusal is one line. Which option applies
// where, contradicts what and checks what is its row of OptionTable.
extension Options {
    /// Refuses what `table`'s rows say cannot be given, or given together,
    /// and what the workloads named cannot run.
    func check(_ table: OptionTable) throws(Failure) {
        // `fuzz --seeds 3 --help` asks for fuzz's page: its options are fuzz's own.
        if command == .help, helpTopic != nil { return }
        let rows = table.rows.filter { given.contains($0.name) }
        if let subcommand = Subcommand.of(command), let takes = subcommand.takes {
            // A subcommand of its own takes only its own options, and no workload.
            if let other = given.sorted().first(where: { table.spec(named: $0)?.applies(to: command) != true }) {
                throw .usage("\(command) takes only \(Self.listed(takes)), not \(other); drop it")
            }
            if !workloads.isEmpty && !subcommand.takesWorkloads { throw .usage("\(subcommand.noWorkloads); drop the workload names") }
        } else {
            // An option of a subcommand of its own, given anywhere else.
            if let misplaced = rows.first(where: { !$0.applies(to: .run) && !$0.applies(to: .watch) }) {
                let owners = Subcommand.all.filter { misplaced.applies(to: $0.command) }.map(\.word)
                throw .usage("\(misplaced.name) goes with \(name) \(owners.joined(separator: " or "))\(misplaced.elsewhere)")
            }
            // help, list and --version ignore the body counts' options; -o still settles.
            guard command == .run || command == .watch else { return }
            try checkWorkloadsNamed()
            // An option of the body counts alone, given to watch.
            if command == .watch, let misplaced = rows.filter({ !$0.applies(to: .watch) }).map(\.name).sorted().first {
                throw .usage("\(misplaced) goes with the body counts, not \(name) watch; drop it")
            }
            try checkWatched()
        }
        for row in rows where row.applies(to: command) {
            if let contradiction = row.contradicts.first(where: { given.contains($0.option) }) {
                throw .usage("\(row.name) and \(contradiction.option) contradict each other\(contradiction.reason)")
            }
            if let (needed, message) = row.needs, !given.contains(needed) { throw .usage(message) }
        }
        for row in rows where row.applies(to: command) {
            try row.check?(self)
        }
    }

    /// Refuses a run or a watch that names no workload.
    private func checkWorkloadsNamed() throws(Failure) {
        guard workloads.isEmpty else { return }
        let names = command == .watch ? (catalogue.filter { !$0.watchers.isEmpty }.map(\.name) + ["all"]).joined(separator: ", ") : workloadNames
        throw .usage("no workload given; name one of: \(names) (see \(name) list)")
    }

    /// Refuses to watch a workload that has no watchers.
    private func checkWatched() throws(Failure) {
        guard command == .watch, let silent = workloads.first(where: { $0.watchers.isEmpty }) else { return }
        let watched = catalogue.filter { !$0.watchers.isEmpty }.map(\.name).joined(separator: ", ")
        throw .usage(watched.isEmpty
            ? "\(silent.name) has no watchers, nor has any workload here; give a workload watchers to watch it"
            : "\(silent.name) has no watchers; \(name) watch runs a workload that has some: \(watched)")
    }

    /// Refuses `option` (--size or --sizes) for a workload named alone whose
    /// screen does not change with its size (tally): the number would be
    /// shown and mean nothing.
    func checkSized(_ option: String) throws(Failure) {
        guard let unsized = workloads.first(where: { !$0.isSized && named.contains($0.name) }) else { return }
        throw .usage("\(unsized.name) takes no size (its screen is the same at any size); drop \(option), or name a workload that has sizes")
    }

    /// Refuses --kind for a workload named alone that is written in none of
    /// the kinds asked (a class-only app asked for struct): its tables would
    /// be empty, and fuzz would compare no column.
    func checkKinds() throws(Failure) {
        guard let missing = workloads.first(where: { named.contains($0.name) && Set($0.kinds).isDisjoint(with: kind) }) else { return }
        let asked = Self.listed(kind.map(\.rawValue)), has = Self.listed(missing.kinds.map(\.rawValue))
        throw .usage("\(missing.name) has no \(asked) form (it is written with \(has) models); drop --kind, or ask for \(missing.kinds.map(\.rawValue).joined(separator: ","))")
    }

    /// Whether two paths name one file, symlinks followed.
    static func samePath(_ a: String, _ b: String) -> Bool {
        func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return absolute(a) == absolute(b)
    }

    /// `a, b and c`.
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
