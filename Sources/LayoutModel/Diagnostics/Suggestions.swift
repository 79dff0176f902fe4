/// "Did you mean" suggestions: the closest candidate by edit distance, ignoring case.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible misspelling
    /// (at most a third of the word's length in edits, and at least one edit allowed); failing that, the one
    /// candidate that holds `word` whole, when `word` has at least three characters (`fram` for `frames`,
    /// `aspectFit` for `scaleAspectFit`).
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(word.lowercased().utf8)
        let limit = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        var holding: [String] = []
        for candidate in candidates {
            let other = Array(candidate.lowercased().utf8)
            let distance = editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
            if lowered.count >= 3, other.count > lowered.count, other.contains(lowered),
               !holding.contains(candidate) {
                holding.append(candidate)
            }
        }
        return best?.candidate ?? (holding.count == 1 ? holding[0] : nil)
    }

    /// Damerau-Levenshtein distance (optimal string alignment: one transposition counts as one edit).
    public static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
