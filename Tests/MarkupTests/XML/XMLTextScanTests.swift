@testable import Markup
import Testing

/// The text handler's whitespace test reads 32, then 8 bytes at a time and ends on the last eight bytes, overlapping
/// those before: every length around those strides, and a non-whitespace byte in every position, give the answer a
/// byte-by-byte reading gives.
@Suite struct XMLTextScanTests {
    /// Indentation as documents have it: spaces, tabs, line feeds and carriage returns.
    func whitespace(_ length: Int) -> [UInt8] {
        let kinds: [UInt8] = [0x20, 0x20, 0x20, 0x09, 0x0A, 0x0D]
        return (0..<length).map { kinds[($0 * 7 + length) % kinds.count] }
    }

    func scan(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { XMLTreeBuilder.containsNonWhitespace($0) }
    }

    @Test func whitespaceOfEveryLengthAroundTheStrides() {
        for length in 0...100 {
            #expect(!scan(whitespace(length)), "length \(length)")
        }
    }

    @Test func aNonWhitespaceByteIsFoundInEveryPosition() {
        // The lowest byte above space, a letter, the start of a multibyte sequence, and '<'.
        for byte: UInt8 in [0x21, UInt8(ascii: "x"), 0xC3, UInt8(ascii: "<")] {
            for length in [1, 7, 8, 9, 31, 32, 33, 40, 63, 64, 65, 97] {
                for position in 0..<length {
                    var bytes = whitespace(length)
                    bytes[position] = byte
                    #expect(scan(bytes), "byte \(byte), length \(length), position \(position)")
                }
            }
        }
    }
}
