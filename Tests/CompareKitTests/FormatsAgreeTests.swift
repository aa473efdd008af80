import TestSupport
import Foundation
import Testing

/// Every format says the same thing: each count of the JSON, the table and
/// the markdown is the CSV's, cell for cell, for body counts and watchers.
@Suite("the four formats agree", .loadIndependentTiming)
struct FormatsAgreeTests {
    static let runs: [[String]] = [
        ["tally"], ["guide-list", "--size", "5"], ["search"], ["watch", "tally"], ["watch", "guide-list", "--size", "3"], ["trap-onchange-loop"], ["trap-task-per-keystroke"], ["trap-computed"],
    ]

    /// The CSV's rows, each a dictionary by column.
    static func csv(_ arguments: [String]) throws -> [[String: String]] {
        let text = try CompareCommand.run(arguments + ["--counts-only", "--format", "csv"]).stdout
        let rows = text.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return rows.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(rows[0], $0)) }
    }

    @Test(arguments: runs)
    func jsonHasTheCSVsCountsCellForCell(arguments: [String]) throws {
        let watch = arguments[0] == "watch"
        let rows = try Self.csv(arguments)
        let outcome = try CompareCommand.run(arguments + ["--counts-only", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        var fromJSON: [[String: String]] = []
        for section in try #require(document["sections"] as? [[String: Any]]) {
            for result in try #require(section[watch ? "watchers" : "results"] as? [[String: Any]]) {
                var row = ["workload": "\(section["workload"]!)", "size": "\(section["size"]!)"]
                let columns = watch
                    ? ["notify", "kind", "step", "watcher", "values", "duplicates"]
                    : [
                        "notify", "kind", "step", "recomputes", "bodies", "skipped", "compared", "actions", "tasks_started",
                        "tasks_cancelled", "models_initialised",
                    ]
                // A watcher that could not run here has null counts, and says why.
                for column in columns { row[column] = result[column] is NSNull ? "n/a" : "\(result[column]!)" }
                if watch { row["events"] = result["unavailable"] != nil ? "n/a" : (result["events"] as? String ?? "") }
                if !watch { row["stale"] = "\((result["stale"] as? [Any])?.count ?? -1)" }
                if !watch { row["port_stale"] = "\((result["port_stale"] as? [Any])?.count ?? -1)" }
                if !watch { row["actions_stopped"] = "\((result["stopped_actions"] as? [Any])?.count ?? -1)" }
                fromJSON.append(row)
            }
        }
        #expect(fromJSON.count == rows.count)
        #expect(fromJSON == rows)
    }

    /// A trace's CSV lists, row for row, the body runs or deliveries its JSON
    /// lists, each numbered from 1 in order within its step and watcher.
    @Test(arguments: [["guide-list", "--size", "3"], ["search"], ["watch", "tally"], ["watch", "guide-list", "--size", "3"]])
    func aTracesCSVListsWhatItsJSONLists(arguments: [String]) throws {
        let watch = arguments[0] == "watch"
        let traced = arguments + ["--counts-only", "--trace"]
        let text = try CompareCommand.run(traced + ["--format", "csv"]).stdout
        let rows = CSVReading.records(text)
        let header = try #require(rows.first)
        #expect(header == ["workload", "size", "notify", "kind", "step"] + (watch ? ["watcher", "order", "value", "duplicate", "event"] : ["order", "view", "id", "causes"]))
        let outcome = try CompareCommand.run(traced + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        var fromJSON: [[String]] = []
        for section in try #require(document["sections"] as? [[String: Any]]) {
            for result in try #require(section[watch ? "watchers" : "results"] as? [[String: Any]]) {
                let key = ["\(section["workload"]!)", "\(section["size"]!)", "\(result["notify"]!)", "\(result["kind"]!)", "\(result["step"]!)"]
                if watch {
                    for (order, delivery) in try #require(result["delivered"] as? [[String: Any]]).enumerated() {
                        let duplicate = try #require(delivery["duplicate"] as? Bool)
                        let event = delivery["event"] as? String ?? ""
                        fromJSON.append(key + ["\(result["watcher"]!)", String(order + 1), "\(delivery["value"]!)", String(duplicate), event])
                    }
                } else {
                    for (order, run) in try #require(result["runs"] as? [[String: Any]]).enumerated() {
                        let causes = try #require(run["causes"] as? [String]).joined(separator: "; ")
                        fromJSON.append(key + [String(order + 1), "\(run["view"]!)", "\(run["id"]!)", causes])
                    }
                }
            }
        }
        #expect(fromJSON.count > 10)
        #expect(Array(rows.dropFirst()) == fromJSON)
    }

    /// The grids of a table or of markdown: each title with its rows of cells.
    static func grids(_ text: String, markdown: Bool) -> [String: [[String]]] {
        var grids: [String: [[String]]] = [:]
        if markdown {
            var title = ""
            for line in text.split(separator: "\n").map(String.init) {
                if line.hasPrefix("### ") { title = String(line.dropFirst(4)) }
                if line.hasPrefix("| ") && !line.hasPrefix("| ---") {
                    grids[title, default: []].append(line.dropFirst(2).dropLast(2).components(separatedBy: " | "))
                }
            }
            return grids
        }
        for block in text.components(separatedBy: "\n\n") {
            var lines = block.split(separator: "\n").map(String.init)
            // A summary (stale views, stopped actions) opens with a line that ends in a colon.
            guard lines.count > 2, !lines[0].hasSuffix(":") else { continue }
            let title = lines.removeFirst()
            grids[title] = lines.map { $0.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) } }
        }
        return grids
    }

    /// A timed CSV's timing cells sit in their columns: on every row the
    /// minimum is at most the median and the median at most the maximum, for
    /// body counts, watchers and micro alike.
    @Test(arguments: [["tally"], ["watch", "tally"], ["micro", "--operations", "send-0,send-1"]])
    func aTimedCSVsMinimumMedianAndMaximumAreInOrder(arguments: [String]) throws {
        let outcome = try CompareCommand.run(arguments + ["--notify", "property,object", "--format", "csv", "--samples", "5", "--min-time", "10us"])
        let rows = outcome.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let (median, min, max) = (header.firstIndex(of: "median_ns")!, header.firstIndex(of: "min_ns")!, header.firstIndex(of: "max_ns")!)
        let timed = rows.dropFirst().filter { !$0[median].isEmpty }
        #expect(timed.count >= 4)
        var spread = 0
        for row in timed {
            let (low, middle, high) = (Double(row[min])!, Double(row[median])!, Double(row[max])!)
            #expect(low <= middle && middle <= high, "\(row)")
            if low < high { spread += 1 }
        }
        // Five samples of a few microseconds never all take the same time.
        #expect(spread >= timed.count / 2)
    }

    @Test(arguments: runs)
    func theTableAndTheMarkdownShowTheCSVsCounts(arguments: [String]) throws {
        let watch = arguments[0] == "watch"
        let table = Self.grids(try CompareCommand.run(arguments + ["--counts-only"]).stdout, markdown: false)
        let markdown = Self.grids(try CompareCommand.run(arguments + ["--counts-only", "--format", "markdown"]).stdout, markdown: true)
        #expect(!table.isEmpty)
        #expect(table == markdown)
        // The first grid's cells, step by step and combination by combination, are the CSV's.
        let rows = try Self.csv(arguments)
        let title = try #require(table.keys.first { $0.contains(watch ? "values each watcher received" : "bodies run per step") })
        let grid = table[title]!
        let combinations = grid[0].dropFirst()
        var checked = 0
        for line in grid.dropFirst() {
            for (column, combination) in combinations.enumerated() {
                let parts = combination.split(separator: "·").map(String.init)
                let labels = line[0].components(separatedBy: " · ")
                let row = try #require(rows.first {
                    $0["notify"] == parts[0] && $0["kind"] == parts[1] && $0["step"] == labels[0]
                        && (!watch || $0["watcher"] == labels[1])
                })
                if watch {
                    let events = row["events"].map { $0.isEmpty ? "" : " \($0)" } ?? ""
                    #expect(line[column + 1] == (row["values"] == "n/a" ? "n/a" : "\(row["values"]!) (\(row["duplicates"]!))\(events)"))
                } else {
                    #expect(line[column + 1] == row["recomputes"]!)
                }
                checked += 1
            }
        }
        #expect(checked == rows.count)
    }
}
