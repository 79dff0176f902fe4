import Foundation

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
