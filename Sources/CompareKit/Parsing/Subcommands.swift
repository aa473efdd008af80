/// A subcommand: the word that names it, what the main page says of it, and,
/// for one that takes only options of its own, which and why it takes no
/// workload. Each option says which subcommands it applies to
/// (``OptionSpec/help``); a subcommand of its own says in which order its
/// usage, its page and its refusals list them.
struct Subcommand {
    let command: Options.Command
    let word: String
    /// What the main page's SUBCOMMANDS section says of it; nil for `help`,
    /// which the USAGE lines show.
    let summary: String?
    /// The options it takes, by their last names, in the order its usage,
    /// its page and its refusal list them; nil for one that takes the body
    /// counts' options (`watch`) or ignores them (`list`, `help`).
    var takes: [String]?
    /// Why it takes no workload name, for one of its own options.
    var noWorkloads = ""
    /// Whether it takes workload names with its own options: `fuzz pantry`.
    var takesWorkloads = false

    /// The subcommands, in the order the main page lists them.
    static let all: [Subcommand] = [
        Subcommand(command: .watch, word: "watch", summary: "values each watcher (Observations and its peers) receives"),
        Subcommand(
            command: .micro, word: "micro", summary: "per-operation costs of each strategy, and the targets",
            takes: ["--operations", "--notify", "--samples", "--min-time", "--format", "--output"],
            noWorkloads: "micro measures operations, not workloads"),
        Subcommand(
            command: .report, word: "report", summary: "the reference run: tables, CSVs, JSON, charts, expected counts",
            takes: ["--output-dir", "--samples", "--min-time", "--sizes"], noWorkloads: "report runs every workload itself"),
        Subcommand(
            command: .fuzz, word: "fuzz", summary: "random scripts under every combination, checked after each step",
            takes: ["--seeds", "--seed", "--size", "--notify", "--kind"], takesWorkloads: true),
        Subcommand(
            command: .findings, word: "findings", summary: "where the folklore about @Observable is wrong, measured now",
            takes: ["--format"], noWorkloads: "findings measures the frameworks directly, not workloads"),
        Subcommand(command: .list, word: "list", summary: "the workloads, their steps and views, and the combinations"),
        Subcommand(command: .help, word: "help", summary: nil),
    ]

    /// The subcommand `command` is, if it is one: not the body counts, nor `--version`.
    static func of(_ command: Options.Command) -> Subcommand? {
        all.first { $0.command == command }
    }

    /// The options it takes of `table`, in its order; nil for one that has none of its own.
    func options(of table: OptionTable) -> [OptionSpec]? {
        takes.map { names in names.compactMap(table.spec(named:)) }
    }
}
