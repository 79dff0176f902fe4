#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files with a size cap, without ever blocking on or reading from something that is not a regular file
/// (robustness.md §1.3: a FIFO, `/dev/zero`, a folder).
public enum InputReader {
    /// What a read produced.
    public enum Contents: Sendable, Equatable {
        /// The whole file.
        case bytes([UInt8])
        /// The file is larger than the limit; nothing was read.
        case tooLarge(size: Int)
    }

    /// The bytes of the regular file at `path`, or `.tooLarge` when it has more than `limit` bytes. A file that grows
    /// while it is read is read up to `limit + 1` bytes, which the caller's own size check then refuses.
    ///
    /// `fileSystemPath` is the path's exact bytes when they are not UTF-8 (a `String` cannot hold them); `path` is
    /// then only the name printed in messages.
    public static func read(_ path: String, limit: Int, fileSystemPath: [UInt8]? = nil) throws(IOFailure) -> Contents {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        let descriptor: Int32
        if let fileSystemPath {
            descriptor = (fileSystemPath.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return -1 }
                return open(base, flags)
            }
        } else {
            descriptor = open(path, flags)
        }
        guard descriptor >= 0 else { throw IOFailure(path: path, reason: describeErrno("cannot open file")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw IOFailure(path: path, reason: describeErrno("cannot read file"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw IOFailure(path: path, reason: "is a folder, not a file")
        default: throw IOFailure(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        let cap = max(0, limit)
        if size > cap { return .tooLarge(size: size) }
        _ = fcntl(descriptor, F_SETFL, 0)  // blocking reads again (a regular file never blocks anyway)

        let readLimit = cap < Int.max ? cap + 1 : cap
        var bytes = [UInt8](repeating: 0, count: min(max(size, 4096), readLimit))
        var filled = 0
        while filled < readLimit {
            if filled == bytes.count {
                // The file grew since fstat: read on in chunks, up to one byte past the limit.
                bytes.append(contentsOf: repeatElement(0, count: min(65_536, readLimit - bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw IOFailure(path: path, reason: describeErrno("cannot read file"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes.count > cap ? .tooLarge(size: bytes.count) : .bytes(bytes)
    }

    static func describeErrno(_ action: String) -> String {
        "\(action): \(String(cString: strerror(errno)).lowercased())"
    }
}

/// `read(2)`, under a name that `InputReader.read` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
