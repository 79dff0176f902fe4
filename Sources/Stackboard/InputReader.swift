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
        // One byte more than the file, so that the read that meets the end of the file needs no larger buffer
        // (growing would copy the whole file into a buffer twice its size). The buffer is not zeroed first: read(2)
        // writes every byte that is kept.
        let capacity = min(max(size + 1, 4096), readLimit)
        var filled = 0
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            if let base = buffer.baseAddress {
                prefault(base, count: buffer.count)
                filled = readFully(descriptor, into: base, count: buffer.count, error: &readError)
            }
            initialized = filled
        }
        // The file grew since fstat: read on in chunks, up to one byte past the limit.
        var full = filled == capacity
        while readError == 0 && full && filled < readLimit {
            let more = min(65_536, readLimit - filled)
            bytes.append(contentsOf: repeatElement(0, count: more))
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return readFully(descriptor, into: base + filled, count: more, error: &readError)
            }
            filled += count
            full = count == more
        }
        if readError != 0 {
            errno = readError
            throw IOFailure(path: path, reason: describeErrno("cannot read file"))
        }
        bytes.removeSubrange(filled...)
        return bytes.count > cap ? .tooLarge(size: bytes.count) : .bytes(bytes)
    }

    static func describeErrno(_ action: String) -> String {
        "\(action): \(String(cString: strerror(errno)).lowercased())"
    }
}

/// Reads until `count` bytes are in `buffer` or the file ends; returns how many were read. A failed read sets
/// `error` to its errno and ends the reading.
private func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int,
                       error: inout Int32) -> Int {
    var filled = 0
    while filled < count {
        let result = read(descriptor, buffer + filled, count - filled)
        if result < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            error = errno
            break
        }
        if result == 0 { break }
        filled += result
    }
    return filled
}

/// Makes the pages of a large buffer present in one call (`MADV_POPULATE_WRITE`, Linux 5.14) instead of one fault
/// per page as read(2) fills it: a 90 MB document took 22,000 faults. Elsewhere, or when the kernel refuses, the
/// pages fault in as before.
private func prefault(_ base: UnsafeMutableRawPointer, count: Int) {
    #if os(Linux)
    // Below a few pages' worth of faults the call saves nothing measurable.
    guard count >= 1 << 21 else { return }
    let page = max(sysconf(Int32(_SC_PAGESIZE)), 4096)
    let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
    let end = (Int(bitPattern: base) + count) & ~(page - 1)
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(pointer, end - start, 23)  // MADV_POPULATE_WRITE
    #endif
}
