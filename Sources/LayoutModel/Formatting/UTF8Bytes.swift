extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes: read in place where the string stores them contiguously (native
    /// strings and their slices), else from a copy (bridged or foreign strings).
    @inlinable
    public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        return try Array(utf8).withUnsafeBufferPointer(body)
    }
}
