import Foundation

/// RFC 4180 comma-separated values: the writer for reports, the reader for expectations.
enum CSV {
    /// Joins `rows` into CSV text: CRLF line ends, fields quoted where needed.
    static func text(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    struct Malformed: Error {
        let reason: String
    }

    /// Splits CSV text into records of fields; accepts LF or CRLF line ends.
    static func records(_ text: String) throws(Malformed) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        var characters = text.makeIterator()
        var line = 1
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where afterQuote:
                field.append("\"")
                quoted = true
                afterQuote = false
            case "\"":
                guard field.isEmpty else { throw Malformed(reason: "a quote inside an unquoted field on line \(line)") }
                quoted = true
            case ",":
                record.append(field)
                field = ""
                afterQuote = false
            case "\n", "\r\n":
                record.append(field)
                records.append(record)
                record = []
                field = ""
                afterQuote = false
                line += 1
            default:
                guard !afterQuote else { throw Malformed(reason: "text after a closing quote on line \(line)") }
                field.append(character)
            }
        }
        guard !quoted else { throw Malformed(reason: "a quoted field that never closes") }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}

extension CSV {
    /// The timing columns a timed report adds to each row.
    static let timingColumns = ["median_ns", "min_ns", "max_ns", "mad_ns", "samples", "iterations"]

    /// A timing's cells under ``timingColumns``; empty cells when nothing was timed.
    static func timingCells(_ timing: Timing?) -> [String] {
        guard let timing else { return Array(repeating: "", count: timingColumns.count) }
        return [timing.median, timing.min, timing.max, timing.mad].map(nanoseconds)
            + [String(timing.samples), String(timing.iterations)]
    }
}

/// Nanoseconds with one decimal, as every format writes them.
func nanoseconds(_ value: Double) -> String {
    String(format: "%.1f", value)
}
