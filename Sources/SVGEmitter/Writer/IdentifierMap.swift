import LayoutModel

/// Maps user ids to safe, unique SVG id tokens (robustness.md §2.2, rule 6).
///
/// A token matches `[A-Za-z_][A-Za-z0-9_-]*` once prefixed. Letters, digits and `-` pass through, `_` becomes `__`
/// and every other UTF-8 byte becomes `_` plus two uppercase hex digits, so distinct ids give distinct tokens.
/// Repeated or over-long ids are made unique afterwards with a `_-N` suffix, which the encoding never produces.
struct IdentifierMap {
    /// Longest encoded part kept before deduplication.
    static let maximumTokenLength = 64

    private var used: Set<String> = []

    init() {}

    /// A map with room for `capacity` tokens before its set grows.
    init(capacity: Int) {
        used.reserveCapacity(capacity)
    }

    /// A unique token for `id`, in call order: the same sequence of calls always gives the same tokens.
    mutating func token(for id: String) -> String {
        let base = Self.encode(id)
        var candidate = base
        var ordinal = 2
        while !used.insert(candidate).inserted {
            candidate = base + "_-" + String(ordinal)
            ordinal += 1
        }
        return candidate
    }

    /// The injective encoding, cut to ``maximumTokenLength`` (after which uniqueness comes from the suffix). Every
    /// byte it writes is ASCII, so its length in bytes is its length in characters.
    static func encode(_ id: String) -> String {
        // Most ids (Interface Builder's `abc-de-fgh`) are their own encoding; their bytes are read in place.
        func keptAsIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            !bytes.isEmpty && bytes.count <= maximumTokenLength && !bytes.contains { !isKept($0) }
        }
        if id.withUTF8Bytes(keptAsIs) { return id }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(id.utf8.count, maximumTokenLength) + 2)
        for byte in id.utf8 {
            switch byte {
            case _ where isKept(byte):
                bytes.append(byte)
            case UInt8(ascii: "_"):
                bytes.append(UInt8(ascii: "_"))
                bytes.append(UInt8(ascii: "_"))
            default:
                bytes.append(UInt8(ascii: "_"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            }
            if bytes.count >= maximumTokenLength { break }
        }
        if bytes.count > maximumTokenLength { bytes.removeLast(bytes.count - maximumTokenLength) }
        return bytes.isEmpty ? "_" : String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte passes through the encoding as it is: a letter, a digit or `-`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// An uppercase hexadecimal digit (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}

/// A prefix for every id in one document (or one panel of a sheet), so several documents can be inlined in
/// one page without clashes. Ids are `<prefix>-<part>-<token>`, where the part (`v` for a view's group, `c` for
/// its clip path, `c0`, `c1`… for further clip paths) holds no `-`, so two different parts never meet.
struct IdentifierScope {
    /// Starts with a letter and holds only token characters.
    let prefix: String

    init(prefix: String) {
        self.prefix = prefix
    }

    /// A document prefix from free text: `sb-` followed by the encoded text.
    static func prefix(from text: String) -> String {
        "sb-" + IdentifierMap.encode(text)
    }

    /// The id of one part of a view.
    func partID(_ part: String, _ token: String) -> String { partPrefix(part) + token }

    /// What every id of `part` starts with: the id of that part of a view is this followed by the view's token.
    func partPrefix(_ part: String) -> String { prefix + "-" + part + "-" }

    /// The id of a document-level element (`title`, `desc`), or a nested scope's prefix (`p1`).
    func documentID(_ name: String) -> String { prefix + "-" + name }
}
