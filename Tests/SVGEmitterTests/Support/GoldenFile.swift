import Foundation
import Testing

/// Golden files under `Tests/SVGEmitterTests/Golden/`, compared byte for byte.
///
/// `UPDATE_GOLDENS=1` rewrites them and fails each test that wrote one; a missing golden is written and fails
/// too (except on CI, where it only fails). On a mismatch the actual output is written next to the temporary
/// directory's `stackboard-golden-failures/` so it can be opened and diffed.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func assertMatches(_ actual: String, named name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let url = url(name)
        let environment = ProcessInfo.processInfo.environment
        let updating = environment["UPDATE_GOLDENS"] == "1"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if updating || (expected == nil && environment["CI"] != "true") {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded new golden \(name); review it and run the tests again",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record("missing golden \(name) (not recorded on CI)", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("stackboard-golden-failures")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent(name)
        try? Data(actual.utf8).write(to: actualURL)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
        Issue.record("""
            golden \(name) differs at line \(line + 1)
              expected: \(want)
              actual:   \(got)
            actual output written to \(actualURL.path); re-record with UPDATE_GOLDENS=1 if the change is intended
            """, sourceLocation: sourceLocation)
    }
}
