/// Greedy line breaking of measured clusters, like UILabel's default word wrapping with tail truncation.
///
/// Lines break at the opportunities of `MeasuredCluster.BreakKind` (spaces, after hyphens and dashes, around
/// ideographs and emoji, never before closing or after opening punctuation) and at hard breaks. Spaces at a soft
/// break hang past the line end and count neither towards its width nor its text; spaces before a hard break or at
/// the end of the text are part of the line, as CoreText's typographic width counts them. A word wider than the
/// line is broken between grapheme clusters. When `numberOfLines` runs out, the last line takes the rest of the
/// text, cut to fit with "…".
struct LineWrapper {
    struct Line {
        var text: String
        var width: Double
    }

    let clusters: [MeasuredCluster]
    /// Measures the ellipsis that ends a truncated line (clusters of "…" in the same font).
    let ellipsis: [MeasuredCluster]

    /// The end of the visible part of `clusters[range]`: without a final hard break, and without trailing spaces
    /// unless `keepSpaces`.
    private func visibleEnd(_ range: Range<Int>, keepSpaces: Bool) -> Int {
        var end = range.upperBound
        if end > range.lowerBound, clusters[end - 1].breakKind == .hardBreak { end -= 1 }
        if !keepSpaces {
            while end > range.lowerBound, clusters[end - 1].breakKind == .space { end -= 1 }
        }
        return end
    }

    /// Width of `clusters[range]`, with the kerning between them, without a final hard break and (unless
    /// `keepSpaces`) without trailing spaces.
    func width(_ range: Range<Int>, keepSpaces: Bool = false) -> Double {
        let end = visibleEnd(range, keepSpaces: keepSpaces)
        var total = 0.0
        for i in range.lowerBound..<end {
            total += clusters[i].advance
            if i + 1 < end { total += clusters[i].kernAfter }
        }
        return total
    }

    func text(_ range: Range<Int>, keepSpaces: Bool = false) -> String {
        let end = visibleEnd(range, keepSpaces: keepSpaces)
        return String(clusters[range.lowerBound..<end].map(\.character))
    }

    /// Whether a line may end after cluster `i` (when cluster `i + 1` follows on the same line).
    func canBreak(after i: Int) -> Bool {
        guard i + 1 < clusters.count else { return true }
        let a = clusters[i], b = clusters[i + 1]
        if b.breakKind == .space || b.breakKind == .hardBreak || b.breakKind == .close { return false }
        if a.breakKind == .open { return false }
        switch a.breakKind {
        case .space, .breakAround, .ideographic:
            return true
        case .breakAfter:
            // A hyphen after a space or at the start ("-5 min") and a hyphen before a digit ("1-2") stay put.
            let glued = i == 0 || clusters[i - 1].breakKind == .space || b.isDigit
            return !glued
        default:
            return b.breakKind == .ideographic || b.breakKind == .breakAround
        }
    }

    /// The lines for a maximum width (`nil`: break only at hard breaks) and a line limit (0: no limit).
    func lines(maxWidth: Double?, limit: Int) -> [Line] {
        guard !clusters.isEmpty else { return [] }
        let tolerance = 1e-9
        var ranges: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            var lastBreak: Int?     // index of the last cluster after which this line may end
            var end = start         // exclusive
            var hard = false
            while end < clusters.count {
                let cluster = clusters[end]
                if cluster.breakKind == .hardBreak {
                    end += 1
                    hard = true
                    break
                }
                if let maxWidth, cluster.breakKind != .space, end > start,
                   width(start..<(end + 1)) > maxWidth + tolerance {
                    break
                }
                if canBreak(after: end) { lastBreak = end }
                end += 1
            }
            if !hard, end < clusters.count {
                // The line overflowed at `end`: go back to the last opportunity, else break inside the word.
                if let lastBreak, lastBreak >= start { end = lastBreak + 1 }
                // Spaces hang at the end of the line they follow.
                while end < clusters.count, clusters[end].breakKind == .space { end += 1 }
            }
            ranges.append(start..<end)
            start = end
        }
        // A text that ends with a hard break shows an empty last line.
        if let last = clusters.last, last.breakKind == .hardBreak { ranges.append(clusters.count..<clusters.count) }

        var lines = ranges.map { range in
            // Only a soft break lets trailing spaces hang.
            let soft = range.upperBound < clusters.count && clusters[range.upperBound - 1].breakKind != .hardBreak
            return Line(text: text(range, keepSpaces: !soft), width: width(range, keepSpaces: !soft))
        }
        if limit > 0, ranges.count > limit {
            let restStart = ranges[limit - 1].lowerBound
            lines = Array(lines.prefix(limit - 1))
            lines.append(truncatedLine(from: restStart, maxWidth: maxWidth))
        }
        return lines
    }

    /// The rest of the text from `start`, on one line, cut at the tail so that it fits with an ellipsis.
    private func truncatedLine(from start: Int, maxWidth: Double?) -> Line {
        // Without a width, the line is what precedes the next hard break.
        var end = start
        while end < clusters.count, clusters[end].breakKind != .hardBreak { end += 1 }
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        var cut = end
        if let maxWidth {
            while cut > start, width(start..<cut) + ellipsisWidth > maxWidth + 1e-9 { cut -= 1 }
        }
        let kept = width(start..<cut)
        let trimmed = text(start..<cut)
        return Line(text: trimmed + String(ellipsis.map(\.character)), width: kept + ellipsisWidth)
    }
}
