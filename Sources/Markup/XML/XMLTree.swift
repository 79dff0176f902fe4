import LayoutModel

/// A loaded XML document as a few flat tables: one fixed-size record per element (pre-order, so the root is
/// element 0), one per attribute, and the distinct names, values and texts, each stored once.
///
/// The tables replace a tree of nested values: a 90 MB document has a third of a million elements and two million
/// attributes, and as nested structs with their own arrays and strings they cost about seven times the file, took
/// longer to free than libxml2 took to parse, and gave the allocator most of the work. Here an element is 36 bytes
/// and an attribute 8; strings are made once per distinct value.
///
/// Positions are kept as byte offsets and turned into line and column only when asked (``SourceFile``'s line
/// table); attribute name and value ranges are found by re-lexing the start tag (``ColumnLocator``), which only
/// diagnostics do.
package final class XMLTree: Sendable {
    struct Element {
        var name: UInt32
        /// The offset of the start tag's `<`.
        var tagStart: UInt32
        /// The offset just past the start tag's `>` (or `/>`).
        var tagEnd: UInt32
        /// The index of the line the start tag's `<` is on (in ``SourceFile/lineStarts``).
        var line: UInt32
        var firstAttribute: UInt32
        var attributeCount: UInt32
        /// Where the element's children are listed in ``XMLTree/childIndices``.
        var firstChild: UInt32 = 0
        var childCount: UInt32 = 0
        /// Index into ``XMLTree/texts``, or -1 when the element keeps no text.
        var text: Int32 = -1
        /// The offset of the first non-whitespace character of the element's own text, or -1.
        var textStart: Int32 = -1
    }

    struct Attribute {
        var name: UInt32
        var value: UInt32
    }

    /// The file the offsets refer to.
    let file: SourceFile
    let elements: [Element]
    let attributes: [Attribute]
    /// Each element's children are the ids `childIndices[firstChild ..< firstChild + childCount]`.
    let childIndices: [UInt32]
    let names: [String]
    /// `names[i].utf8.count`.
    let nameLengths: [Int]
    /// The names' UTF-8 bytes, back to back, and where each one starts (`nameStarts[id] ..< nameStarts[id + 1]`).
    let nameBytes: [UInt8]
    let nameStarts: [Int]
    /// Queried names are found by length and first and last byte (``nameSlot(_:)``): the head of each slot's
    /// chain of name ids, and the next id in the chain (-1 ends both).
    let nameSlots: [Int32]
    let nameChain: [Int32]
    let values: [String]
    /// The values' interner, so that a reader can look up the number of a value it compares often.
    let valueTable: ByteInterner
    let texts: [String]

    init(file: SourceFile, elements: [Element], attributes: [Attribute], childIndices: [UInt32], names: ByteInterner,
         values: ByteInterner, texts: [String]) {
        self.file = file
        self.elements = elements
        self.attributes = attributes
        self.childIndices = childIndices
        self.names = names.strings
        self.nameLengths = names.strings.map(\.utf8.count)
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var slots = [Int32](repeating: -1, count: Self.nameSlotCount)
        var chain = [Int32](repeating: -1, count: names.count)
        for (id, name) in names.strings.enumerated() {
            starts.append(bytes.count)
            bytes.append(contentsOf: name.utf8)
            let slot = bytes.withUnsafeBytes { Self.nameSlot(UnsafeRawBufferPointer(rebasing: $0[starts[id]...])) }
            chain[id] = slots[slot]
            slots[slot] = Int32(id)
        }
        starts.append(bytes.count)
        self.nameBytes = bytes
        self.nameStarts = starts
        self.nameSlots = slots
        self.nameChain = chain
        self.values = values.strings
        self.valueTable = values
        self.texts = texts
    }

    /// The first element: the document's root.
    package var root: XMLElement { XMLElement(tree: self, index: 0) }

    static let nameSlotCount = 4096

    /// A name's slot: its length and its first and last bytes, mixed.
    @inline(__always)
    static func nameSlot(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        let mixed = bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last) &* 131
        return mixed & (nameSlotCount - 1)
    }

    /// The id of a name that occurs in the document (as an element or attribute name), or nil.
    @inline(__always)
    func nameID(of name: String) -> UInt32? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ nameID(of: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        return Array(name.utf8).withUnsafeBytes { nameID(of: $0) }
    }

    private func nameID(of bytes: UnsafeRawBufferPointer) -> UInt32? {
        var id = Int(nameSlots[Self.nameSlot(bytes)])
        while id >= 0 {
            let start = nameStarts[id]
            if nameStarts[id + 1] - start == bytes.count, bytes.count == 0 || nameBytes.withUnsafeBytes({ stored in
                guard let storedBase = stored.baseAddress, let queried = bytes.baseAddress else { return false }
                return memoryCompare(storedBase + start, queried, bytes.count)
            }) {
                return UInt32(id)
            }
            id = Int(nameChain[id])
        }
        return nil
    }

    /// The number of a value that some attribute of the document has, or nil.
    func valueID(of value: String) -> Int? {
        valueTable.lookup(value).map(Int.init)
    }

    /// The index in ``attributes`` of the element's attribute called `name`, if it has one.
    @inline(__always)
    func attributeIndex(of element: Int, named name: String) -> Int? {
        guard let id = nameID(of: name) else { return nil }
        return attributeIndex(of: element, nameID: id)
    }

    /// Whether element `element` has the attribute `name` with the value whose number is `valueID`; false when
    /// `valueID` is nil (``XMLElement/attribute(_:hasValueID:)``).
    func attribute(of element: Int, _ name: XMLName, hasValueID valueID: Int?) -> Bool {
        guard let valueID, let position = attributeIndex(of: element, nameID: name.id) else { return false }
        return Int(attributes[position].value) == valueID
    }

    /// The index in ``attributes`` of the element's attribute whose name id is `id`, if it has one.
    @inline(__always)
    func attributeIndex(of element: Int, nameID id: UInt32) -> Int? {
        let record = elements[element]
        var index = Int(record.firstAttribute)
        let end = index + Int(record.attributeCount)
        while index < end {
            if attributes[index].name == id { return index }
            index += 1
        }
        return nil
    }

    /// The raw byte ranges of one attribute of an element, found by re-lexing its start tag.
    func rawAttribute(of element: Int, at position: Int) -> ColumnLocator.RawAttribute? {
        let tag = ColumnLocator.lexStartTag(at: Int(elements[element].tagStart), in: file.bytes,
                                            maxAttributes: position + 1)
        return position < tag.attributes.count ? tag.attributes[position] : nil
    }
}

/// An attribute name looked up once in one document (``XMLElement/resolve(_:)``), so that asking every element for
/// it compares small numbers instead of looking the name up again. Only valid for elements of that document.
package struct XMLName: Sendable {
    /// The qualified name as written.
    package let text: String
    /// The document's id of the name; `UInt32.max` when the document never uses it.
    let id: UInt32
}
