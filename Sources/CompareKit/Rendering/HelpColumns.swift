// How the help lays out its text: names and what they do in two columns,
// usage lines and overviews, each within 80 columns.

/// The column the help of a subcommand, a workload or an exit code starts at.
let namesColumn = 14
/// The column an option's help starts at.
let optionsColumn = 22
/// The width of the help.
let helpWidth = 80

/// `name` and its help in two columns: the help starts at `column` on the
/// name's line and on each further line. A name too long to leave a space
/// before `column` gets its help on the next line, at `column`, as
/// swift-argument-parser lays out a long name.
func described(_ name: String, _ help: HelpText, column: Int) -> String {
    let label = "  " + name
    let indent = String(repeating: " ", count: column)
    let first = label.count < column ? label.padding(toLength: column, withPad: " ", startingAt: 0) : nil
    let lines = help.units.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, units in
        filled(Array(units), after: index == 0 ? first ?? indent : indent, indent: indent)
    }
    return (first == nil ? [label] + lines : lines).joined(separator: "\n")
}

/// `USAGE: <command> <options>`, the options wrapped within 80 columns, each
/// further line under the first option; an option is never split.
func usage(_ command: String, _ options: [String]) -> String {
    guard !options.isEmpty else { return "USAGE: \(command)" }
    let first = "USAGE: \(command) "
    return filled(options, after: first, indent: String(repeating: " ", count: first.count))
}

/// `OVERVIEW: <text>`, wrapped within 80 columns, the further lines from the margin.
func overview(_ text: String) -> String {
    filled(HelpText(text).units, after: "OVERVIEW: ", indent: "")
}

/// `units` after `first`, as many to a line as fit within 80 columns, each
/// further line starting with `indent`.
func filled(_ units: [String], after first: String, indent: String) -> String {
    var lines: [String] = []
    var line = first
    var empty = true
    for unit in units {
        if !empty && line.count + 1 + unit.count > helpWidth {
            lines.append(line)
            line = indent
            empty = true
        }
        line += (empty ? "" : " ") + unit
        empty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
}
