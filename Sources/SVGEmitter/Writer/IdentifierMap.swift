/// Maps user ids to safe, unique SVG id tokens (robustness.md §2.2, rule 6).
///
/// A token matches `[A-Za-z_][A-Za-z0-9_-]*` once prefixed. Letters, digits and `-` pass through, `_` becomes `__`
/// and every other UTF-8 byte becomes `_` plus two uppercase hex digits, so distinct ids give distinct tokens.
/// Repeated or over-long ids are made unique afterwards with a `_-N` suffix, which the encoding never produces.
struct IdentifierMap {
    /// Longest encoded part kept before deduplication.
    static let maximumTokenLength = 64

    private var used: Set<String> = []

    /// A unique token for `id`, in call order: the same sequence of calls always gives the same tokens.
    mutating func token(for id: String) -> String {
        let base = Self.encode(id)
        var candidate = base
        var ordinal = 2
        while used.contains(candidate) {
            candidate = base + "_-" + String(ordinal)
            ordinal += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The injective encoding, cut to ``maximumTokenLength`` (after which uniqueness comes from the suffix).
    static func encode(_ id: String) -> String {
        var result = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "_"):
                result += "__"
            default:
                result += "_" + hexDigits(byte)
            }
            if result.count >= maximumTokenLength { break }
        }
        if result.count > maximumTokenLength { result = String(result.prefix(maximumTokenLength)) }
        return result.isEmpty ? "_" : result
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
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
    func partID(_ part: String, _ token: String) -> String { prefix + "-" + part + "-" + token }

    /// The id of a document-level element (`title`, `desc`), or a nested scope's prefix (`p1`).
    func documentID(_ name: String) -> String { prefix + "-" + name }
}
