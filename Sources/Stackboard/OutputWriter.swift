#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure to read or write a file; the CLI exits with status 74 (`EX_IOERR`).
public struct IOFailure: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Writes outputs atomically.
///
/// Every output goes to a temporary file in the destination's folder, is flushed to disk, and then renamed
/// over the destination, so an interrupted run leaves the earlier output untouched. Temporary files carry
/// a recognisable prefix and their writer's process id (`.stackboard-tmp-<pid>-XXXXXX`); stale ones from a
/// killed run are removed on the next write to the same folder. Renaming replaces a symbolic link at the
/// destination (the link's target is left alone).
public enum OutputWriter {
    static let temporaryPrefix = ".stackboard-tmp-"

    /// Writes text to `path` atomically: a temporary file in the same folder, fsync, then rename.
    public static func write(_ text: String, to path: String) throws(IOFailure) {
        try writeAll([(path: path, text: text)])
    }

    /// Writes several files as one unit, in two phases: every file goes to its own complete, flushed temporary
    /// first, and only when all of them exist are they renamed over their destinations, in order. A failure in
    /// the first phase (a full disk, a read-only folder) removes the temporaries and changes nothing; an
    /// interruption leaves every destination either as it was or complete, and only during the renames (which
    /// take microseconds) can some destinations be new and others old.
    public static func writeAll(_ files: [(path: String, text: String)]) throws(IOFailure) {
        try writeAll(files.map { (path: $0.path, bytes: Array($0.text.utf8)) })
    }

    /// ``writeAll(_:)`` for files given as their bytes.
    public static func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws(IOFailure) {
        var temporaries: [String] = []
        var committed = false
        defer {
            if !committed { for temporary in temporaries { unlink(temporary) } }
        }
        var cleaned: [String] = []
        for file in files {
            // rename(2) cannot replace a folder; finding that out in the second phase would leave a mix.
            var info = stat()
            if lstat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                throw IOFailure(path: file.path, reason: "cannot replace output: is a folder")
            }
            let folder = parentFolder(of: file.path)
            if !cleaned.contains(folder) {
                removeStaleTemporaries(in: folder)
                cleaned.append(folder)
            }
            temporaries.append(try writeTemporary(file.bytes, for: file.path, in: folder))
        }
        for (file, temporary) in zip(files, temporaries) {
            guard rename(temporary, file.path) == 0 else {
                throw IOFailure(path: file.path, reason: describeErrno("cannot replace output"))
            }
        }
        committed = true
    }

    /// A new temporary file next to `path` holding `bytes`, flushed to disk; its path.
    private static func writeTemporary(_ bytes: [UInt8], for path: String, in folder: String) throws(IOFailure) -> String {
        var template = Array("\(folder)/\(temporaryPrefix)\(getpid())-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw IOFailure(path: path, reason: describeErrno("cannot create output")) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded {
                close(descriptor)
                unlink(temporaryPath)
            }
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure(path: path, reason: describeErrno("cannot write output"))
            }
            written += count
        }
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0 else { throw IOFailure(path: path, reason: describeErrno("cannot write output")) }
        succeeded = true
        guard close(descriptor) == 0 else {
            unlink(temporaryPath)
            throw IOFailure(path: path, reason: describeErrno("cannot write output"))
        }
        return temporaryPath
    }

    /// Creates a folder (and its parents) if it does not exist.
    public static func createFolder(_ path: String) throws(IOFailure) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            partial += component + "/"
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw IOFailure(path: path, reason: describeErrno("cannot create folder"))
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw IOFailure(path: path, reason: "not a folder")
        }
    }

    /// Whether `path` names an existing folder.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Removes temporary files that a killed run left behind. Each temporary's name carries its writer's
    /// process id; a file whose process no longer exists is stale.
    static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(temporaryPrefix) else { continue }
            let pidText = name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink("\(folder)/\(name)")
            }
        }
    }

    static func describeErrno(_ action: String) -> String {
        "\(action): \(String(cString: strerror(errno)).lowercased())"
    }
}

/// `write(2)`, under a name that `OutputWriter.write` does not shadow.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
