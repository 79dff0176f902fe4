import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Big inputs of robustness.md §8, made at test time instead of committing megabytes: written to a private
/// temporary folder, checked under a stable display name (`generated/<name>`), removed afterwards.
struct GeneratedInput {
    let name: String
    let path: String

    /// The display name used in diagnostics and goldens.
    var displayPath: String { "generated/\(name)" }

    /// A fresh folder for one test's files.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "stackboard-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], name: String, in folder: String) throws -> GeneratedInput {
        let path = "\(folder)/\(name)"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return GeneratedInput(name: name, path: path)
    }

    static func write(_ text: String, name: String, in folder: String) throws -> GeneratedInput {
        try write(Array(text.utf8), name: name, in: folder)
    }

    /// A sparse file of `size` bytes (no disk space used), for the size caps.
    static func sparse(size: Int64, name: String, in folder: String) throws -> GeneratedInput {
        let path = "\(folder)/\(name)"
        guard FileManager.default.createFile(atPath: path, contents: Data("<document>".utf8)), truncate(path, off_t(size)) == 0
        else { throw CocoaError(.fileWriteUnknown) }
        return GeneratedInput(name: name, path: path)
    }
}

/// Document text used by the generators.
enum Documents {
    static let head = "<document device=\"iphone-16\">\n  <screen id=\"main\">\n"
    static let tail = "  </screen>\n</document>\n"

    static func screen(_ body: String) -> String { head + body + tail }

    /// `depth` nested `<view>` elements inside a screen.
    static func nested(_ depth: Int) -> String {
        screen(String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "\n")
    }

    /// Deterministic bytes that do not start with `<` or whitespace (a linear congruential sequence).
    static func junk(count: Int) -> [UInt8] {
        var state: UInt32 = 0x9E37_79B9
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes[index] = UInt8(truncatingIfNeeded: state >> 24)
        }
        bytes[0] = 0x9A
        return bytes
    }
}
