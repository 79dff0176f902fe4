import Foundation

/// Compares text with a golden file kept next to the tests (architecture.md §3.5).
///
/// With `UPDATE_GOLDENS=1` in the environment the golden is rewritten and the check reports
/// ``Outcome/recorded(_:)``, which a test must treat as a failure ("recorded new golden"); a missing golden is
/// recorded and fails the same way. Review every rewritten golden with `git diff` like code.
public enum GoldenFile {
    public enum Outcome: Equatable, CustomStringConvertible {
        case matched
        /// The text differs; the payload is a line diff (expected `-`, actual `+`).
        case mismatch(String)
        /// The golden was written (missing, or recording was asked for); the test must fail.
        case recorded(String)

        public var description: String {
            switch self {
            case .matched: "golden matched"
            case .mismatch(let diff): "output differs from the golden (- golden, + actual):\n\(diff)"
            case .recorded(let path): "recorded new golden at \(path); run the tests again without UPDATE_GOLDENS"
            }
        }

        public var isMatch: Bool { self == .matched }
    }

    /// Whether goldens are being re-recorded (`UPDATE_GOLDENS=1`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
    }

    /// Checks `actual` against the golden at `path`, recording it when asked or when it is missing.
    public static func check(_ actual: String, against path: String) -> Outcome {
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        if isRecording || existing == nil {
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return .mismatch("could not write the golden \(path): \(error)")
            }
            return .recorded(path)
        }
        guard let existing, existing != actual else { return .matched }
        return .mismatch(LineDiff.diff(expected: existing, actual: actual))
    }
}
