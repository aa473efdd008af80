/// One option of the command line, declared once: its names, the value it
/// takes, what each page of the help says of it (and so the subcommands it
/// applies to), what it contradicts or needs, how it reads its value into
/// ``Options``, and what it checks and settles once the whole command line
/// is read.
///
/// The parser, the checks and every OPTIONS section of the help are made from
/// the table of them, ``OptionTable``.
struct OptionSpec {
    /// How an option takes what follows it.
    enum Reading {
        /// A flag: given alone, never with a value.
        case flag((inout Options) -> Void)
        /// An option with a value, shown in the help as `placeholder` (`<file>`).
        case value(placeholder: String, (inout Options, String) throws(Failure) -> Void)
    }

    /// Another option that cannot be given with this one, and what to say
    /// after `--a and --b contradict each other`.
    struct Contradiction {
        let option: String
        let reason: String
    }

    /// Its names, the short one first (`-o`, `--output`): usage lines and
    /// lists use the first, messages the last.
    let names: [String]
    let reading: Reading
    /// What each page says of it: the subcommands it applies to are the keys;
    /// ``Options/Command/run`` is the main page, the body counts.
    let help: [Options.Command: OptionHelp]
    var contradicts: [Contradiction] = []
    /// An option this one needs, and the line that says so.
    var needs: (option: String, message: String)?
    /// What to add when it is given to a command it does not apply to
    /// (`; use --output for one file`).
    var elsewhere = ""
    /// Checks its value, for a command it applies to, against the rest of the
    /// command line once it is all read: a step or a view the workloads
    /// named have, a chart of one workload.
    var check: ((Options) throws(Failure) -> Void)?
    /// What its value settles once every check has passed, whatever the
    /// command: `-o`'s extension picks the format, and must agree with --format.
    var settle: ((inout Options) throws(Failure) -> Void)?
    /// The option and its value as a command line gives them again, nothing
    /// at its default: what `compare report` quotes to make its run again.
    var spelled: ((Options) -> [String])?

    /// The name messages use: `--output`.
    var name: String { names[names.count - 1] }

    /// Its value's placeholder, `<file>`; nil for a flag.
    var placeholder: String? {
        if case .value(let placeholder, _) = reading { return placeholder }
        return nil
    }

    /// Whether it can be given to `command`.
    func applies(to command: Options.Command) -> Bool {
        help[command] != nil
    }
}
