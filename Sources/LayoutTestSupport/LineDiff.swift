/// A minimal line diff for test failure messages: the longest common subsequence of lines, printed with
/// `-` for lines only in the expected text, `+` for lines only in the actual text and two spaces for shared
/// lines (only those near a change).
public enum LineDiff {
    public static func diff(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Beyond this size the quadratic table is not worth it; show both texts.
        guard old.count * new.count <= 4_000_000 else {
            return "--- expected\n\(expected)\n+++ actual\n\(actual)"
        }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(("-", old[i])); i += 1
            } else {
                lines.append(("+", new[j])); j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var output: [String] = []
        var lastPrinted = -1
        for index in lines.indices {
            let near = changed.contains { abs($0 - index) <= context }
            guard near else { continue }
            if lastPrinted >= 0, index > lastPrinted + 1 { output.append("  …") }
            output.append("\(lines[index].mark) \(lines[index].text)")
            lastPrinted = index
        }
        return output.joined(separator: "\n")
    }
}
