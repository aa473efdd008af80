import Foundation
import Workloads

// The values options take: sizes, durations with their units, and lists of names.
extension Options {
    static func size(_ text: String, option: String) throws(Failure) -> Int {
        let digits = text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")
        guard let size = Int(digits), size > 0 else {
            throw .usage("\(option) takes a positive whole number, not '\(text)'")
        }
        guard size <= maximumSize else {
            throw .usage("\(option) \(text) is above the largest supported size, \(maximumSize); use a smaller size")
        }
        return size
    }

    /// `10,100,1000`, or `10...100000` for every power of ten between.
    static func sizes(_ text: String) throws(Failure) -> [Int] {
        if let range = text.range(of: "...") {
            let low = try size(String(text[..<range.lowerBound]), option: "--sizes")
            let high = try size(String(text[range.upperBound...]), option: "--sizes")
            guard low <= high else {
                throw .usage("--sizes \(text) runs downward; give the smaller size first")
            }
            var sizes = [low]
            var next = low
            while next <= high / 10 {
                next *= 10
                sizes.append(next)
            }
            if sizes.last != high { sizes.append(high) }
            return sizes
        }
        var sizes: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let size = try size(String(item), option: "--sizes")
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }

    /// `5ms`, `500us`, `0.01s`, `2000000ns`: a number and its unit. A bare
    /// number is refused, not guessed at: `5` could mean 5 s or 5 ms.
    static func duration(_ text: String) throws(Failure) -> UInt64 {
        let units: [(String, Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
        guard let (suffix, scale) = units.first(where: { text.hasSuffix($0.0) }) else {
            if let value = Double(text), value > 0 {
                throw .usage("--min-time \(text) has no unit; give one: \(text)ms, \(text)us or \(text)s")
            }
            throw .usage("--min-time takes a duration from 1ns to 60s such as 2ms, 500us or 0.01s, not '\(text)'")
        }
        let number = String(text.dropLast(suffix.count))
        guard let value = Double(number), value > 0, value * scale <= 60e9 else {
            throw .usage("--min-time takes a duration from 1ns to 60s such as 2ms, 500us or 0.01s, not '\(text)'")
        }
        return UInt64(max(1, value * scale))
    }

    static func list<Choice: RawRepresentable & CaseIterable>(
        _ text: String, of: Choice.Type, option: String
    ) throws(Failure) -> [Choice] where Choice.RawValue == String {
        try list(text, of: Choice.allCases.map(\.rawValue), option: option).compactMap(Choice.init(rawValue:))
    }

    /// The values of `valid` that `text` lists, comma-separated, each once, in
    /// the order given; an unknown one is a usage error naming `option`.
    static func list(_ text: String, of valid: [String], option: String) throws(Failure) -> [String] {
        var chosen: [String] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard valid.contains(item) else {
                throw .usage("unknown \(option) '\(item)'; use one or more of: \(valid.joined(separator: ", ")), separated by commas")
            }
            if !chosen.contains(item) { chosen.append(item) }
        }
        return chosen
    }
}
