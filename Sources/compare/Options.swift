import Workloads

/// What the command line asked for.
struct Options {
    enum Format: String, CaseIterable {
        case table, csv
    }

    var workloads: [any Workload] = []
    var size: Int?
    var notify: [Notify] = Notify.allCases
    var kind: [Kind] = Kind.allCases
    var format: Format = .table
    var trace = false
    var help = false

    /// The combinations to run, in the order of ``Combination/all``.
    var combinations: [Combination] {
        Combination.all.filter { notify.contains($0.notify) && kind.contains($0.kind) }
    }
}

/// A command line that cannot be run as written; exits 64 (EX_USAGE).
struct UsageError: Error {
    let message: String
}

extension Options {
    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "\(name) needs a value; see compare --help")
                }
                return next
            }
            switch name {
            case "--help", "-h":
                options.help = true
            case "--trace":
                options.trace = true
            case "--size":
                let text = try value()
                guard let size = Int(text), size > 0 else {
                    throw UsageError(message: "--size takes a positive whole number, not '\(text)'")
                }
                options.size = size
            case "--notify":
                options.notify = try list(try value(), of: Notify.self, option: name)
            case "--kind":
                options.kind = try list(try value(), of: Kind.self, option: name)
            case "--format":
                let text = try value()
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)'; choose one of: \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(name)'; see compare --help for the options")
                }
                if argument == "all" {
                    options.workloads = Workloads.workloads
                } else if let workload = Workloads.workloads.first(where: { $0.name == argument }) {
                    options.workloads.append(workload)
                } else {
                    throw UsageError(message: "unknown workload '\(argument)'; choose one of: \(workloadNames)")
                }
            }
        }
        if options.workloads.isEmpty && !options.help {
            throw UsageError(message: "no workload given; name one of: \(workloadNames)")
        }
        return options
    }

    static var workloadNames: String {
        (Workloads.workloads.map(\.name) + ["all"]).joined(separator: ", ")
    }

    private static func list<Choice: RawRepresentable & CaseIterable>(
        _ text: String, of: Choice.Type, option: String
    ) throws(UsageError) -> [Choice] where Choice.RawValue == String {
        var chosen: [Choice] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let choice = Choice(rawValue: String(item)) else {
                let valid = Choice.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "unknown \(option.dropFirst(2)) '\(item)'; choose from: \(valid) (comma-separated)")
            }
            chosen.append(choice)
        }
        return chosen
    }
}
