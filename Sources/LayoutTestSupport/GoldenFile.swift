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

/// Locating test data relative to the package and the test source file.
public enum FixtureDirectory {
    /// The package root: the nearest directory above `filePath` that holds `Package.swift`.
    public static func packageRoot(from filePath: String = #filePath) -> String {
        var directory = (filePath as NSString).deletingLastPathComponent
        while directory != "/" && !directory.isEmpty {
            if FileManager.default.fileExists(atPath: directory + "/Package.swift") { return directory }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return (filePath as NSString).deletingLastPathComponent
    }

    /// The files directly in `directory` whose names end with `suffix`, sorted by name (empty when the
    /// directory is missing).
    public static func files(in directory: String, withSuffix suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { directory + "/" + $0 }
    }

    /// `path` relative to `root` when it lies inside it.
    public static func relativePath(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
