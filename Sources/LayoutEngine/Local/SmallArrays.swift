/// Arrays for the many small results of cost building, made without the standard library's generic allocation.
///
/// `Array(unsafeUninitializedCapacity:initializingWith:)` and `Array(repeating:count:)` allocate through a generic
/// standard-library function that looks up the storage class's metadata on every call: about 350 instructions,
/// more than most of the arrays they make cost to fill, and cost building makes tens of thousands per thousand
/// views. Copying a buffer into a new array (`Array(UnsafeBufferPointer)`) and `reserveCapacity` are specialized
/// for the element type and skip the lookup.
extension Array where Element: BitwiseCopyable {
    /// The elements that `body` writes into room for `capacity` of them (it returns how many it wrote), in an array
    /// of exactly that size.
    init(writingAtMost capacity: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        self = withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(capacity, 1)) { room in
            guard let base = room.baseAddress else { return [] }  // never nil: room for at least one
            return Array(UnsafeBufferPointer(start: base, count: body(base)))
        }
    }
}

extension Collection where Element: BitwiseCopyable {
    /// The elements that satisfy `isIncluded`, as `filter` gives them, in an array of exactly their number made in one
    /// allocation (`filter` grows its result as it appends: several allocations for a stack's handful of views).
    func filtered(_ isIncluded: (Element) -> Bool) -> [Element] {
        [Element](writingAtMost: count) { out in
            var written = 0
            for element in self where isIncluded(element) {
                (out + written).initialize(to: element)
                written += 1
            }
            return written
        }
    }
}

extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` gives them, allocated through the element type's own
    /// (specialized) path: `Array(repeating:count:)` takes the generic one above.
    init(count: Int, filledWith value: Element) {
        self.init(repeatElement(value, count: count))
    }

    /// `count` nils. `Array(repeating: nil, count:)` copies its nil into every slot through the element type's copy,
    /// which for an optional of a struct with references is a call of about a hundred instructions per slot.
    init<Wrapped>(nils count: Int) where Element == Wrapped? {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer.initializeElement(at: index, to: nil) }
            initialized = count
        }
    }
}
