import Foundation
import ViewGraph
import Workloads

/// Expected counts, as `compare --counts-only --format csv` writes them.
struct Expectations {
    struct Row {
        let workload: String
        let size: Int
        let notify: String
        let kind: String
        let step: String
        /// The count columns by name: recomputes, bodies, skipped, compared, stale.
        let counts: [String: String]
        /// Where the row is written: `line 4 of 'results/expected/tally.csv'`.
        let origin: String

        /// The columns that name the cell a row expects counts for.
        var key: Key { Key(workload: workload, size: size, notify: notify, kind: kind, step: step) }
    }

    /// The workload, size, combination and step a row is about.
    struct Key: Hashable { let workload: String, size: Int, notify: String, kind: String, step: String }

    /// The columns compared, in the order differences are listed.
    static let countColumns = ["recomputes", "bodies", "skipped", "compared", "stale"]
    static let keyColumns = ["workload", "size", "notify", "kind", "step"]

    let rows: [Row]

    /// Reads a CSV file, or every `.csv` file in a folder.
    static func load(_ path: String) throws(Failure) -> Expectations {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .usage("cannot read expectations '\(path)': no such file or folder; give a CSV written by --counts-only --format csv")
        }
        var files = [path]
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files = names.filter { $0.hasSuffix(".csv") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            guard !files.isEmpty else {
                throw .usage("expectations folder '\(path)' holds no .csv file; write one with --counts-only --format csv")
            }
        }
        var rows: [Row] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                throw .usage("cannot read expectations file '\(file)'; check that it exists and is readable UTF-8")
            }
            rows += try parse(text, file: file)
        }
        guard !rows.isEmpty else {
            throw .usage("expectations '\(path)' hold no rows, only a header; write them with --counts-only --format csv")
        }
        // A cell expected twice would leave one of the two unchecked.
        var seen: [Key: Row] = [:]
        for row in rows {
            if let first = seen.updateValue(row, forKey: row.key) {
                throw .usage("expectations \(row.origin) repeats the \(row.workload) size \(row.size) \(row.notify)·\(row.kind) \(row.step) row of \(first.origin); keep one of them")
            }
        }
        return Expectations(rows: rows)
    }

    static func parse(_ text: String, file: String) throws(Failure) -> [Row] {
        let records: [[String]]
        do { records = try CSV.records(text) } catch {
            throw .usage("expectations file '\(file)' is not valid CSV (\(error.reason)); regenerate it with --counts-only --format csv")
        }
        guard let header = records.first else {
            throw .usage("expectations file '\(file)' is empty; regenerate it with --counts-only --format csv")
        }
        let missing = (keyColumns + countColumns).filter { !header.contains($0) }
        guard missing.isEmpty else {
            throw .usage("expectations file '\(file)' lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); regenerate it with --counts-only --format csv")
        }
        let index = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var rows: [Row] = []
        for (number, record) in records.dropFirst().enumerated() {
            // A blank line is no row: an editor's trailing newline is harmless.
            if record == [""] { continue }
            guard record.count == header.count else {
                throw .usage("expectations file '\(file)' line \(number + 2) has \(record.count) fields, not \(header.count); regenerate it with --counts-only --format csv")
            }
            guard let size = Int(record[index["size"]!]), size > 0 else {
                throw .usage("expectations file '\(file)' line \(number + 2) has size '\(record[index["size"]!])', not a positive whole number; fix or regenerate it")
            }
            var counts = Dictionary(uniqueKeysWithValues: countColumns.map { ($0, record[index[$0]!]) })
            // Bodies written out in full, or summarised (`GuideRow×3`), compare alike.
            if let bodies = counts["bodies"], !bodies.hasSuffix("(by view)") {
                guard let names = Flush.names(inSummary: bodies) else {
                    throw .usage("expectations file '\(file)' line \(number + 2) has bodies '\(bodies)', not view names each with an optional ×count; fix or regenerate it")
                }
                counts["bodies"] = Flush.summary(of: names)
            }
            rows.append(Row(
                workload: record[index["workload"]!], size: size, notify: record[index["notify"]!],
                kind: record[index["kind"]!], step: record[index["step"]!],
                counts: counts, origin: "line \(number + 2) of '\(file)'"))
        }
        return rows
    }

    /// Rejects expectations that hold no row for any of `workloads`: the file
    /// of another workload, whose every cell would otherwise be listed as differing.
    func check(covering workloads: [String], path: String) throws(Failure) {
        let expected = Set(rows.map(\.workload))
        guard !expected.isDisjoint(with: workloads) else {
            throw .usage("expectations '\(path)' hold rows for \(expected.sorted().joined(separator: ", ")), not for \(workloads.joined(separator: ", ")); give the expectations of the workload you run")
        }
    }

    /// The sizes expected for `workload`, in the order first listed.
    func sizes(of workload: String) -> [Int] {
        var sizes: [Int] = []
        for row in rows where row.workload == workload && !sizes.contains(row.size) {
            sizes.append(row.size)
        }
        return sizes
    }

    /// A cell whose count differs from the expected one.
    struct Difference: CustomStringConvertible {
        let workload: String, size: Int, notify: String, kind: String, step: String
        let column: String
        let expected: String
        let actual: String

        var description: String {
            "\(workload) size \(size) \(notify)·\(kind) \(step) \(column): expected \(show(expected)), actual \(show(actual))"
        }

        private func show(_ value: String) -> String {
            value.contains(" ") || value.isEmpty ? "'\(value)'" : value
        }
    }

    /// Every cell of `report` that differs from these expectations; a step run
    /// with no expectation, or expected and not run, is a difference too.
    /// Expectations for workloads, sizes or combinations not run are not checked.
    func differences(from report: Report) -> [Difference] {
        var differences: [Difference] = []
        var expected = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0) })
        for section in report.sections {
            for result in section.results {
                let key = Key(
                    workload: result.workload, size: result.size, notify: result.combination.notify.rawValue,
                    kind: result.combination.kind.rawValue, step: result.step)
                let actual = countCells(result)
                let row = expected.removeValue(forKey: key)
                for column in Self.countColumns where row?.counts[column] != actual[column] {
                    differences.append(Difference(
                        workload: key.workload, size: key.size, notify: key.notify, kind: key.kind, step: key.step,
                        column: column, expected: row?.counts[column] ?? "(no expectation)", actual: actual[column]!))
                }
            }
            // Expected steps that the workload no longer has.
            for combination in section.combinations {
                let gone = expected.filter {
                    $0.key.workload == section.workload.name && $0.key.size == section.size
                        && $0.key.notify == combination.notify.rawValue && $0.key.kind == combination.kind.rawValue
                        && $0.key.step != launchStep && !section.workload.steps.contains($0.key.step)
                }
                for (key, row) in gone.sorted(by: { $0.key.step < $1.key.step }) {
                    expected[key] = nil
                    differences.append(Difference(
                        workload: key.workload, size: key.size, notify: key.notify, kind: key.kind, step: key.step,
                        column: "recomputes", expected: row.counts["recomputes"]!, actual: "(no such step)"))
                }
            }
        }
        return differences
    }
}

/// The count columns of one result, as the CSV writes them.
func countCells(_ result: StepResult) -> [String: String] {
    [
        "recomputes": String(result.flush.recomputes),
        "bodies": result.flush.bodySummary,
        "skipped": String(result.flush.skipped),
        "compared": String(result.flush.compared),
        "stale": String(result.stale.count),
    ]
}
