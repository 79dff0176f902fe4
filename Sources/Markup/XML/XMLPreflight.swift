import LayoutModel

/// Checks made on the raw bytes before libxml2 sees them (robustness.md §1.3, §1.5): size, compression,
/// encodings other than UTF-8, NUL bytes, invalid UTF-8, and a linear pre-scan that counts elements and
/// attributes per start tag (libxml2 2.9.14 is quadratic in the number of attributes).
///
/// Each check reports one error at an exact position and rejects the file; libxml2's own messages for these
/// cases are misleading ("Char 0x0 out of allowed range" for UTF-16, "Document is empty" for UTF-32).
enum XMLPreflight {
    /// Returns false (after reporting an error) when the file must not be parsed.
    static func check(_ file: SourceFile, limits: MarkupLimits, into sink: inout DiagnosticSink) -> Bool {
        let bytes = file.bytes
        let start = file.location(atOffset: 0)
        if bytes.count > limits.maxBytes {
            sink.emit(MarkupDiagnostics.fileTooLarge(size: bytes.count, limit: limits.maxBytes, at: start))
            return false
        }
        if bytes.isEmpty {
            sink.emit(MarkupDiagnostics.emptyDocument(at: start))
            return false
        }
        if let format = compressionFormat(bytes) {
            sink.emit(MarkupDiagnostics.compressedInput(format: format, at: start))
            return false
        }
        if let encoding = wideEncoding(bytes) {
            sink.emit(MarkupDiagnostics.unsupportedEncoding(encoding, at: start))
            return false
        }
        let bodyStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let first = bytes[bodyStart...].firstIndex(where: { !ColumnLocator.isWhitespace($0) }) else {
            sink.emit(MarkupDiagnostics.noRootElement(at: file.location(atOffset: bytes.count)))
            return false
        }
        if bytes[first] != UInt8(ascii: "<") {
            sink.emit(MarkupDiagnostics.notXML(at: file.location(atOffset: first)))
            return false
        }
        // The declaration first: a file declared as Latin-1 is refused for that, not for its first 'é'.
        if !checkDeclaredEncoding(file, from: bodyStart, into: &sink) { return false }
        if let problem = firstInvalidByte(bytes) {
            let location = file.location(atOffset: problem.offset)
            if problem.isNUL {
                sink.emit(MarkupDiagnostics.nulByte(at: location))
            } else {
                sink.emit(MarkupDiagnostics.invalidUTF8(bytes: problem.sequence, at: location))
            }
            return false
        }
        return prescan(file, limits: limits, into: &sink)
    }

    static func compressionFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x1F, 0x8B]) { return "gzip" }
        if bytes.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "xz" }
        if bytes.starts(with: [0x42, 0x5A, 0x68]) { return "bzip2" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip" }
        if bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) { return "zstd" }
        return nil
    }

    /// UTF-16 or UTF-32, with or without a byte-order mark, recognised by the BOM or by the NUL bytes around
    /// the first `<`.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        if bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) {
            return "UTF-32"
        }
        if bytes.count >= 2, (bytes[0] == 0x3C && bytes[1] == 0x00) || (bytes[0] == 0x00 && bytes[1] == 0x3C) {
            return "UTF-16"
        }
        return nil
    }

    /// The first NUL byte or invalid UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF
    /// included).
    static func firstInvalidByte(_ array: [UInt8]) -> (offset: Int, isNUL: Bool, sequence: [UInt8])? {
        array.withUnsafeBufferPointer { firstInvalidByte(in: $0) }
    }

    private static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, isNUL: Bool, sequence: [UInt8])? {
        let count = bytes.count
        var index = 0
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // ASCII bytes without a NUL, 32 and then 8 at a time: the common case.
            if let base {
                while index + 32 <= count {
                    let a = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let b = base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    let c = base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    let d = base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                    let zeroes = Self.zeroBytes(a) | Self.zeroBytes(b) | Self.zeroBytes(c) | Self.zeroBytes(d)
                    guard (a | b | c | d | zeroes) & 0x8080_8080_8080_8080 == 0 else { break }
                    index += 32
                }
                if index == count { break }
                if index + 8 <= count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if (word | Self.zeroBytes(word)) & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 { return (index, true, [0]) }
                index += 1
                continue
            }
            var length = 0
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: length = 0
            }
            var valid = length > 0 && index + length <= count
            if valid {
                for position in 1..<length {
                    let byte = bytes[index + position]
                    let low = position == 1 ? lowerBound : 0x80
                    let high = position == 1 ? upperBound : 0xBF
                    if byte < low || byte > high { valid = false; break }
                }
            }
            if !valid {
                let sequence = Array(bytes[index..<min(count, index + max(length, 2))])
                return (index, false, sequence)
            }
            index += length
        }
        return nil
    }

    /// A word whose high bit is set in every byte of `word` that is 0 (and possibly in bytes above one that is; only
    /// whether any is set matters): the classic zero-byte test.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// Stackboard reads UTF-8 only, so that byte offsets are columns; a declaration naming another encoding
    /// is refused at its value.
    static func checkDeclaredEncoding(_ file: SourceFile, from start: Int, into sink: inout DiagnosticSink) -> Bool {
        let bytes = file.bytes
        guard bytes[start...].starts(with: Array("<?xml".utf8)), bytes.count > start + 5,
              ColumnLocator.isWhitespace(bytes[start + 5]) else { return true }
        let declaration = ColumnLocator.lexStartTag(at: start, in: bytes, maxAttributes: 8)
        for attribute in declaration.attributes
        where bytes[attribute.name].elementsEqual("encoding".utf8) {
            let name = String(decoding: bytes[attribute.value], as: UTF8.self)
            let normalized = name.lowercased()
            if normalized != "utf-8" && normalized != "utf8" {
                sink.emit(MarkupDiagnostics.unsupportedEncoding(name, at: file.location(atOffset: attribute.value.lowerBound)))
                return false
            }
        }
        return true
    }

    /// Counts elements and the attributes of every start tag in one linear pass, skipping comments, CDATA
    /// sections and processing instructions (a `<` in text is not well formed, so every other `<` starts a
    /// tag or a declaration).
    static func prescan(_ file: SourceFile, limits: MarkupLimits, into sink: inout DiagnosticSink) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var elements = 0
            var index = 0
            while index < count {
                index = ColumnLocator.firstLessThan(from: index, in: bytes)
                guard index < count else { break }
                let next = index + 1 < count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "!") {
                    if hasPrefix(commentOpen, at: index, in: bytes) {
                        index = skip(past: commentClose, from: index + 4, in: bytes)
                    } else if hasPrefix(cdataOpen, at: index, in: bytes) {
                        index = skip(past: cdataClose, from: index + 9, in: bytes)
                    } else {
                        index += 2
                    }
                } else if next == UInt8(ascii: "?") {
                    index = skip(past: piClose, from: index + 2, in: bytes)
                } else if next == UInt8(ascii: "/") {
                    index += 2
                } else {
                    elements += 1
                    if elements > limits.maxElements {
                        sink.emit(MarkupDiagnostics.tooManyElements(limit: limits.maxElements, at: file.location(atOffset: index)))
                        return false
                    }
                    // Every attribute has a '=' and lies before the next '<' (values cannot hold one), so counting
                    // '=' up to there bounds the attributes; only a tag over the limit by that count is lexed. An
                    // attribute takes at least four bytes (`a=""`), so a shorter stretch is not even counted.
                    let next = ColumnLocator.firstLessThan(from: index + 1, in: bytes)
                    if (next - index) / 4 >= limits.maxAttributesPerElement,
                       equalsSigns(from: index + 1, to: next, in: bytes) > limits.maxAttributesPerElement {
                        let tag = ColumnLocator.scanStartTag(at: index, in: bytes,
                                                             maxAttributes: limits.maxAttributesPerElement) { _, _ in }
                        if tag.attributeCount > limits.maxAttributesPerElement {
                            let name = String(decoding: bytes[tag.name], as: UTF8.self)
                            sink.emit(MarkupDiagnostics.tooManyAttributes(
                                element: name, limit: limits.maxAttributesPerElement, at: file.location(atOffset: index)))
                            return false
                        }
                    }
                    index = next
                }
            }
            return true
        }
    }

    /// How many '=' lie in `start ..< end`.
    static func equalsSigns(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var position = start
        var count = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while position + 8 <= end {
                count += countMatches(matches(UInt8(ascii: "="), in: base.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                position += 8
            }
        }
        while position < end {
            if bytes[position] == UInt8(ascii: "=") { count += 1 }
            position += 1
        }
        return count
    }

    /// How many bytes a ``matches(_:in:)`` mask flags: a byte sum by one multiplication (`nonzeroBitCount` is a
    /// dozen instructions on x86-64 without POPCNT, and this runs once per eight bytes of the document).
    @inline(__always)
    static func countMatches(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// The high bit of every byte of `word` that equals `byte`, and no other bit.
    @inline(__always)
    static func matches(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((x & low) &+ low) | x | low)
    }

    private static func hasPrefix(_ prefix: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    private static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
    private static let piClose = Array("?>".utf8)

    private static func skip(past terminator: [UInt8], from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index + terminator.count <= bytes.count {
            if bytes[index] == terminator[0], hasPrefix(terminator, at: index, in: bytes) {
                return index + terminator.count
            }
            index += 1
        }
        return bytes.count
    }
}
