/// The name in `names` nearest to `typed`, for a "did you mean" hint: of the
/// names close to it, the one fewest single-character edits away
/// (Levenshtein), the first of a tie; nil when none is close, so that
/// `nosuch` is not offered `search`.
func nearest(_ typed: String, among names: [String]) -> String? {
    names.filter { isClose(typed, $0) }.min { editDistance(typed, $0) < editDistance(typed, $1) }
}

/// Whether `name` is close enough to `typed` to be what was meant: at most a
/// third of `typed`'s characters edited (rounded up: `perhc` is two edits
/// from `perch`), or `typed`, of two characters or more, the start of it (`fuz`).
func isClose(_ typed: String, _ name: String) -> Bool {
    let typed = typed.lowercased()
    return editDistance(typed, name) <= (typed.count + 2) / 3 || (typed.count >= 2 && name.lowercased().hasPrefix(typed))
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
