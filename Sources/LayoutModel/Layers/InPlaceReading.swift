extension Array {
    /// `body(self[index])` with the element read in place.
    ///
    /// For a large element such as a view record, `array[index].field` can copy the whole element before reading
    /// the field: a retain and a release of every reference it holds. A buffer's element is borrowed instead. An
    /// index out of range traps, as the subscript does.
    @inlinable
    public func withElement<R>(at index: Int, _ body: (borrowing Element) -> R) -> R {
        guard index >= 0 && index < count else { return body(self[index]) }
        return withUnsafeBufferPointer { body($0[index]) }
    }
}
