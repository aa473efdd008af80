/// The name in `names` nearest to `typed`, for a "did you mean" hint: the one
/// fewest single-character edits away (Levenshtein), the first of a tie.
func nearest(_ typed: String, among names: [String]) -> String? {
    names.min { editDistance(typed, $0) < editDistance(typed, $1) }
}

/// How many insertions, deletions and substitutions of one character turn `a` into `b`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var row = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = row
    }
    return previous[b.count]
}
