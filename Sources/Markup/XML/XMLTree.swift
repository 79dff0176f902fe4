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
    /// `names[i].utf8.count`, compared before any name is.
    let nameLengths: [Int]
    let values: [String]
    let texts: [String]

    init(file: SourceFile, elements: [Element], attributes: [Attribute], childIndices: [UInt32], names: [String],
         values: [String], texts: [String]) {
        self.file = file
        self.elements = elements
        self.attributes = attributes
        self.childIndices = childIndices
        self.names = names
        self.nameLengths = names.map(\.utf8.count)
        self.values = values
        self.texts = texts
    }

    /// The first element: the document's root.
    package var root: XMLElement { XMLElement(tree: self, index: 0) }

    /// The index in ``attributes`` of the element's attribute called `name`, if it has one.
    @inline(__always)
    func attributeIndex(of element: Int, named name: String) -> Int? {
        let record = elements[element]
        let length = name.utf8.count
        var index = Int(record.firstAttribute)
        let end = index + Int(record.attributeCount)
        while index < end {
            let nameID = Int(attributes[index].name)
            if nameLengths[nameID] == length, names[nameID] == name { return index }
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
