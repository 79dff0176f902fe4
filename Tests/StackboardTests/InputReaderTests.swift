import Foundation
import Stackboard
import Testing

/// `InputReader.read`: a regular file's bytes exactly, whatever its size; the limit; files that hold more than
/// their size says.
@Suite struct InputReaderTests {
    /// Sizes around the first buffer (4 KiB, one byte more than the file) and one large enough for its pages to be
    /// made present in one call.
    @Test(arguments: [0, 1, 4095, 4096, 4097, (3 << 20) + 5])
    func aFileIsReadWhole(size: Int) throws {
        let folder = try GeneratedInput.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(size)
        let bytes = (0..<size).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let input = try GeneratedInput.write(bytes, name: "input.bin", in: folder)
        #expect(try InputReader.read(input.path, limit: size) == .bytes(bytes))
        #expect(try InputReader.read(input.path, limit: Int.max) == .bytes(bytes))
        if size > 0 { #expect(try InputReader.read(input.path, limit: size - 1) == .tooLarge(size: size)) }
    }

    #if os(Linux)
    /// /proc files say they are empty and hold more than the first 4 KiB buffer: the reader reads on past it, and
    /// stops one byte past the limit.
    @Test func aFileLargerThanItsSizeIsReadOnToTheEnd() throws {
        let path = "/proc/zoneinfo"
        try #require(FileManager.default.isReadableFile(atPath: path))
        guard case .bytes(let bytes) = try InputReader.read(path, limit: 1 << 20) else {
            Issue.record("\(path) was refused")
            return
        }
        #expect(bytes.count > 4096)
        #expect(bytes.starts(with: Array("Node ".utf8)))
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(try InputReader.read(path, limit: 4100) == .tooLarge(size: 4101))
    }
    #endif
}
