/// A choice between forms of one workload, offered on the command line as an
/// option that takes a list: guide-list's `--container eager,lazy` runs its
/// list eager, lazy, or both, each as a workload of its own name.
package struct Variants: Sendable {
    /// The option's name, without its dashes: `container`.
    package let option: String
    /// The values the option takes, the workload's own form first.
    package let values: [String]
    /// What the option chooses, for the error when no workload named offers it.
    package let chooses: String
    /// What `compare --help` says of the option.
    package let help: String
    /// The workload in the form `value`, one of ``values``.
    package let workload: @Sendable (_ value: String) -> Workload

    /// An option `--option` taking some of `values`, which `workload` turns into forms of the workload.
    package init(
        option: String, values: [String], chooses: String, help: String,
        workload: @escaping @Sendable (_ value: String) -> Workload
    ) {
        self.option = option
        self.values = values
        self.chooses = chooses
        self.help = help
        self.workload = workload
    }
}
