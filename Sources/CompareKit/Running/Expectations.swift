import Foundation
import ViewGraph
import Workloads

/// Expected counts, as `compare --counts-only --format csv` writes them for
/// bodies, or `compare watch --counts-only --format csv` for watchers.
struct Expectations {
    /// What the files hold: the columns that name a cell, the columns compared,
    /// and the command that writes them.
    struct Schema {
        let keyColumns: [String]
        /// The columns compared, in the order differences are listed.
        let countColumns: [String]
        /// Columns added since the first files were written: written always,
        /// compared where an expectations file has them, so that an older file
        /// checks what it holds.
        var addedColumns: [String] = []
        /// Every count column, as CSV writes them.
        var writtenColumns: [String] { countColumns + addedColumns }
        /// The subcommand that writes them (`watch`); nil for the body counts.
        let subcommand: String?
        /// The count columns that hold a whole number, or `noCount`.
        var wholeNumberColumns: [String] = []
        /// What a whole-number column holds where there is nothing to count: a
        /// watcher that cannot watch under a combination (`n/a`).
        var noCount: String?

        /// The command that writes them, for the executable `name`: `feeder
        /// watch --counts-only --format csv`; the body counts' has no name.
        func writtenBy(_ name: String) -> String {
            (subcommand.map { "\(name) \($0) " } ?? "") + "--counts-only --format csv"
        }
    }

    /// The body counts.
    static let bodies = Schema(
        keyColumns: ["workload", "size", "notify", "kind", "step"],
        countColumns: ["recomputes", "bodies", "skipped", "compared", "stale"],
        addedColumns: ["actions", "actions_stopped", "tasks_started", "tasks_cancelled", "models_initialised", "port_stale"],
        subcommand: nil,
        wholeNumberColumns: [
            "recomputes", "skipped", "compared", "stale", "actions", "actions_stopped", "tasks_started", "tasks_cancelled",
            "models_initialised", "port_stale",
        ])
    /// The values each watcher received.
    static let watchers = Schema(
        keyColumns: ["workload", "size", "notify", "kind", "step", "watcher"],
        countColumns: ["values", "duplicates", "events"],
        subcommand: "watch", wholeNumberColumns: ["values", "duplicates"], noCount: "n/a")


    struct Row {
        let key: Key
        /// The count columns by name: recomputes, bodies, skipped, compared, stale.
        let counts: [String: String]
        /// Where the row is written: `line 4 of 'results/expected/tally.csv'`.
        let origin: String
    }

    /// The workload, size, combination, step and watcher (none for bodies) a row is about.
    struct Key: Hashable, CustomStringConvertible {
        let workload: String, size: Int, notify: String, kind: String, step: String
        var watcher = ""

        var description: String {
            "\(workload) size \(size) \(notify)·\(kind) \(step)\(watcher.isEmpty ? "" : " \(watcher)")"
        }
    }

    let schema: Schema
    let rows: [Row]

    /// Reads a CSV file, or every `.csv` file in a folder; a problem names the
    /// command of the executable `name` that writes one.
    static func load(_ path: String, _ schema: Schema = bodies, name: String) throws(Failure) -> Expectations {
        let writtenBy = schema.writtenBy(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .usage("cannot read expectations '\(path)': no such file or folder; give a CSV written by \(writtenBy)")
        }
        var files = [path]
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files = names.filter { $0.hasSuffix(".csv") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            guard !files.isEmpty else {
                throw .usage("expectations folder '\(path)' holds no .csv file; write one with \(writtenBy)")
            }
        }
        var rows: [Row] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                throw .usage("cannot read expectations file '\(file)'; check that it exists and is readable UTF-8")
            }
            rows += try parse(text, file: file, schema, name: name)
        }
        guard !rows.isEmpty else {
            throw .usage("expectations '\(path)' hold no rows, only a header; write them with \(writtenBy)")
        }
        // A cell expected twice would leave one of the two unchecked.
        var seen: [Key: Row] = [:]
        for row in rows {
            if let first = seen.updateValue(row, forKey: row.key) {
                throw .usage("expectations \(row.origin) repeats the \(row.key) row of \(first.origin); keep one of them")
            }
        }
        return Expectations(schema: schema, rows: rows)
    }

    static func parse(_ text: String, file: String, _ schema: Schema = bodies, name: String) throws(Failure) -> [Row] {
        let regenerate = "regenerate it with \(schema.writtenBy(name))"
        let records: [[String]]
        do { records = try CSV.records(text) } catch {
            throw .usage("expectations file '\(file)' is not valid CSV (\(error.reason)); \(regenerate)")
        }
        guard let header = records.first else {
            throw .usage("expectations file '\(file)' is empty; \(regenerate)")
        }
        let missing = (schema.keyColumns + schema.countColumns).filter { !header.contains($0) }
        guard missing.isEmpty else {
            throw .usage("expectations file '\(file)' lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); \(regenerate)")
        }
        let index = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var rows: [Row] = []
        for (number, record) in records.dropFirst().enumerated() {
            // A blank line is no row: an editor's trailing newline is harmless.
            if record == [""] { continue }
            guard record.count == header.count else {
                throw .usage("expectations file '\(file)' line \(number + 2) has \(record.count) fields, not \(header.count); \(regenerate)")
            }
            guard let size = Int(record[index["size"]!]), size > 0 else {
                throw .usage("expectations file '\(file)' line \(number + 2) has size '\(record[index["size"]!])', not a positive whole number; fix or regenerate it")
            }
            // A count that is no number would only be listed as a difference, exit 2, as if the run had changed.
            for column in schema.wholeNumberColumns {
                guard let at = index[column] else { continue }
                let value = record[at]
                guard value == schema.noCount || (!value.isEmpty && value.allSatisfy { ("0"..."9").contains($0) }) else {
                    throw .usage("expectations file '\(file)' line \(number + 2) has '\(value)' in column \(column), not a whole number; fix it or \(regenerate)")
                }
            }
            var counts = Dictionary(
                uniqueKeysWithValues: schema.writtenColumns.compactMap { column in index[column].map { (column, record[$0]) } })
            // Bodies written out in full, or summarised (`GuideRow×3`), compare alike.
            if let bodies = counts["bodies"], !bodies.hasSuffix("(by view)") {
                guard let names = Flush.names(inSummary: bodies) else {
                    throw .usage("expectations file '\(file)' line \(number + 2) has bodies '\(bodies)', not view names each with an optional ×count; fix or regenerate it")
                }
                counts["bodies"] = Flush.summary(of: names)
            }
            let key = Key(
                workload: record[index["workload"]!], size: size, notify: record[index["notify"]!],
                kind: record[index["kind"]!], step: record[index["step"]!], watcher: index["watcher"].map { record[$0] } ?? "")
            rows.append(Row(key: key, counts: counts, origin: "line \(number + 2) of '\(file)'"))
        }
        return rows
    }

    /// Rejects expectations that hold no row for any of `workloads`: the file
    /// of another workload, whose every cell would otherwise be listed as differing.
    func check(covering workloads: [String], path: String) throws(Failure) {
        let expected = Set(rows.map(\.key.workload))
        guard !expected.isDisjoint(with: workloads) else {
            throw .usage("expectations '\(path)' hold rows for \(expected.sorted().joined(separator: ", ")), not for \(workloads.joined(separator: ", ")); give the expectations of the workload you run")
        }
    }

    /// Refuses sizes the file holds no rows for, for a workload it has rows
    /// of: each of their counts would be a difference that says only that.
    func check(sizes asked: [Int]?, of workloads: [Workload], path: String) throws(Failure) {
        guard let asked else { return }
        for workload in workloads where workload.isSized {
            let held = sizes(of: workload.name)
            guard !held.isEmpty, let missing = asked.first(where: { !held.contains($0) }) else { continue }
            let list = held.map(String.init).joined(separator: ", ")
            throw .usage("expectations '\(path)' hold \(workload.name) at size\(held.count == 1 ? "" : "s") \(list), not \(missing); drop --size to run the sizes the file holds, or give expectations for \(missing)")
        }
    }

    /// The sizes expected for `workload`, in the order first listed.
    func sizes(of workload: String) -> [Int] {
        var sizes: [Int] = []
        for row in rows where row.key.workload == workload && !sizes.contains(row.key.size) {
            sizes.append(row.key.size)
        }
        return sizes
    }

    /// A cell whose count differs from the expected one.
    struct Difference: CustomStringConvertible {
        let key: Key
        let column: String
        let expected: String
        let actual: String

        var description: String {
            "\(key) \(column): expected \(show(expected)), actual \(show(actual))"
        }

        private func show(_ value: String) -> String {
            value.contains(" ") || value.isEmpty ? "'\(value)'" : value
        }
    }

    /// What a run covered: a workload at a size under some combinations, and
    /// the steps and watchers it has.
    struct Scope {
        let workload: String
        let size: Int
        let combinations: [Combination]
        let steps: [String]
        let watchers: [String]
    }

    /// How many cells of `report` these expectations compare: each row's
    /// columns that its expectation holds, or the columns every file has.
    func cellsChecked<Row>(in report: Report<Row>) -> Int {
        let held = Dictionary(rows.map { ($0.key, $0.counts.count) }, uniquingKeysWith: { first, _ in first })
        return report.rows.reduce(0) { $0 + (held[$1.key] ?? schema.countColumns.count) }
    }

    /// Every cell of `report` that differs from these expectations; a step run
    /// with no expectation, or expected and not run, is a difference too.
    /// Expectations for workloads, sizes or combinations not run are not checked.
    func differences<Row>(from report: Report<Row>) -> [Difference] {
        differences(report.rows.map { ($0.key, $0.countCells) }, scopes: report.sections.map(Row.scope))
    }

    private func differences(_ actual: [(Key, [String: String])], scopes: [Scope]) -> [Difference] {
        var differences: [Difference] = []
        var expected = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0) })
        for (key, cells) in actual {
            let row = expected.removeValue(forKey: key)
            // With no expectation, the columns every file has say so; with one, the columns it holds are compared.
            for column in row.map({ row in schema.writtenColumns.filter { row.counts[$0] != nil } }) ?? schema.countColumns
            where row?.counts[column] != cells[column] {
                differences.append(Difference(
                    key: key, column: column, expected: row?.counts[column] ?? "(no expectation)", actual: cells[column]!))
            }
        }
        // Expected steps or watchers that the workload no longer has.
        for scope in scopes {
            for combination in scope.combinations {
                let gone = expected.filter {
                    $0.key.workload == scope.workload && $0.key.size == scope.size
                        && $0.key.notify == combination.notify.rawValue && $0.key.kind == combination.kind.rawValue
                        && (($0.key.step != launchStep && !scope.steps.contains($0.key.step))
                            || !scope.watchers.contains($0.key.watcher))
                }
                for (key, row) in gone.sorted(by: { ($0.key.step, $0.key.watcher) < ($1.key.step, $1.key.watcher) }) {
                    expected[key] = nil
                    let column = schema.countColumns[0]
                    let missing = scope.watchers.contains(key.watcher) ? "(no such step)" : "(no such watcher)"
                    differences.append(Difference(key: key, column: column, expected: row.counts[column]!, actual: missing))
                }
            }
        }
        return differences
    }
}
