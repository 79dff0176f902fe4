/// Tests on eight bytes at once (a word loaded from a byte buffer), for scans of text that is mostly plain.
public enum ByteWord {
    /// Whether any of the eight bytes of `word` equals `byte` (exact: bytes above a match may be flagged too, but
    /// only when there is a match).
    @inlinable @inline(__always)
    public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }
}
