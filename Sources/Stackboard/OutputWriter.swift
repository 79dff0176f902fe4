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

/// Reads input files and writes outputs atomically.
///
/// Every output goes to a temporary file in the destination's folder, is flushed to disk, and then renamed
/// over the destination, so an interrupted run leaves the earlier output untouched. Temporary files carry
/// a recognisable prefix; stale ones from a killed run are removed on the next write to the same folder.
public enum OutputWriter {
    /// The largest input file accepted, in bytes.
    public static let maximumInputSize = 256 * 1024 * 1024
    static let temporaryPrefix = ".stackboard-tmp-"

    /// The bytes of a file, refusing folders, unreadable files and files over `maximumInputSize`.
    public static func read(_ path: String, limit: Int = maximumInputSize) throws(IOFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw IOFailure(path: path, reason: describeErrno("cannot open file")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw IOFailure(path: path, reason: describeErrno("cannot read file")) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw IOFailure(path: path, reason: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw IOFailure(path: path, reason: "file is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file may have grown since fstat; read on in chunks up to the limit.
                guard bytes.count < limit else { break }
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(65_536, limit - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc_read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure(path: path, reason: describeErrno("cannot read file"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes text to `path` atomically: a temporary file in the same folder, fsync, then rename.
    public static func write(_ text: String, to path: String) throws(IOFailure) {
        let folder = parentFolder(of: path)
        removeStaleTemporaries(in: folder)
        var template = Array("\(folder)/\(temporaryPrefix)\(getpid())-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw IOFailure(path: path, reason: describeErrno("cannot create output")) }
        let temporaryPath = String(cString: template)
        var succeeded = false
        defer { if !succeeded { unlink(temporaryPath) } }
        var utf8 = Array(text.utf8)
        var written = 0
        while written < utf8.count {
            let count = utf8.withUnsafeMutableBytes { buffer in
                Glibc_write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                close(descriptor)
                throw IOFailure(path: path, reason: describeErrno("cannot write output"))
            }
            written += count
        }
        utf8 = []
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            throw IOFailure(path: path, reason: describeErrno("cannot write output"))
        }
        guard rename(temporaryPath, path) == 0 else {
            throw IOFailure(path: path, reason: describeErrno("cannot replace output"))
        }
        succeeded = true
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

private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func Glibc_write(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
