import LayoutModel

/// One element of a loaded XML document: a handle (the document's ``XMLTree`` and the element's index) that reads
/// names, values, children and exact source positions from the tree on demand.
///
/// Built by ``XMLLoader`` from libxml2's SAX events; nothing of libxml2 survives the load. Depth is bounded by
/// ``MarkupLimits/maxDepth``, so recursive walks over the tree are safe. Handles are cheap to copy; two are equal
/// when they name the same element of the same tree.
package struct XMLElement: Sendable, Hashable {
    package let tree: XMLTree
    package let index: Int

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    private var record: XMLTree.Element { tree.elements[index] }

    /// The qualified name as written (`stackView`, or `prefix:name`).
    package var name: String { tree.names[Int(record.name)] }

    /// Attributes in document order, namespace declarations included.
    package var attributes: XMLAttributeList { XMLAttributeList(element: self) }

    /// Child elements in document order.
    package var children: XMLChildList { XMLChildList(tree: tree, record: record) }

    /// The character data directly inside this element (CDATA included, children's text excluded), concatenated,
    /// with entities and character references decoded. Whitespace-only text between child elements (indentation)
    /// is not kept: it is empty for an element with children unless some of its text is not whitespace.
    package var text: String {
        let text = record.text
        return text >= 0 ? tree.texts[Int(text)] : ""
    }

    /// Where the first non-whitespace character of ``text`` starts, if there is any.
    package var textLocation: SourceLocation? {
        let offset = record.textStart
        return offset >= 0 ? tree.file.location(atOffset: Int(offset)) : nil
    }

    /// The start tag, from its `<` to just past its `>` (or `/>`).
    package var range: SourceRange {
        let record = record
        let file = tree.file
        let startOffset = Int(record.tagStart)
        let endOffset = Int(record.tagEnd)
        let start = file.location(atOffset: startOffset, lineIndex: Int(record.line))
        // A tag on one line (the next line starts after its end) ends on the start's line, as many columns on as
        // it has bytes; past the first three bytes a byte-order mark shifts both columns alike.
        let nextLine = start.line  // the index in `lineStarts` of the line after the start's
        if startOffset >= 3, startOffset <= endOffset, endOffset <= file.bytes.count,
           nextLine >= file.lineStarts.count || file.lineStarts[nextLine] > endOffset {
            return SourceRange(start: start, end: SourceLocation(line: start.line,
                                                                 column: start.column + (endOffset - startOffset),
                                                                 offset: endOffset))
        }
        return SourceRange(start: start, end: file.location(atOffset: endOffset))
    }

    /// The element name right after the `<`.
    package var nameRange: SourceRange {
        let record = record
        let start = Int(record.tagStart) + 1
        // A name holds no line break: it ends on the tag's line.
        let line = Int(record.line)
        return SourceRange(start: tree.file.location(atOffset: start, lineIndex: line),
                           end: tree.file.location(atOffset: start + tree.nameLengths[Int(record.name)], lineIndex: line))
    }

    /// Where the start tag begins (its `<`).
    package var location: SourceLocation {
        tree.file.location(atOffset: Int(record.tagStart), lineIndex: Int(record.line))
    }

    /// The attribute with this qualified name, if present.
    package func attribute(_ name: String) -> XMLAttribute? {
        guard let position = tree.attributeIndex(of: index, named: name) else { return nil }
        return XMLAttribute(element: self, position: position - Int(record.firstAttribute))
    }

    /// The value of the attribute with this qualified name, if present.
    package subscript(_ name: String) -> String? {
        guard let position = tree.attributeIndex(of: index, named: name) else { return nil }
        return tree.values[Int(tree.attributes[position].value)]
    }

    /// `name` looked up in this element's document, for ``subscript(_:)-(XMLName)`` and ``valueID(of:)-(XMLName)``.
    package func resolve(_ name: String) -> XMLName {
        XMLName(text: name, id: tree.nameID(of: name) ?? .max)
    }

    /// The value of the attribute called `name` (resolved in this element's document), if present.
    package subscript(_ name: XMLName) -> String? {
        guard let position = tree.attributeIndex(of: index, nameID: name.id) else { return nil }
        return tree.values[Int(tree.attributes[position].value)]
    }

    /// The attribute called `name` (resolved in this element's document), if present.
    package func attribute(_ name: XMLName) -> XMLAttribute? {
        guard let position = tree.attributeIndex(of: index, nameID: name.id) else { return nil }
        return XMLAttribute(element: self, position: position - Int(record.firstAttribute))
    }

    /// Where the element's attributes are in its document's attribute table, for ``attributeIDs(atIndex:)``.
    package var attributeIndices: Range<Int> {
        let record = record
        return Int(record.firstAttribute) ..< Int(record.firstAttribute) + Int(record.attributeCount)
    }

    /// The name number (as in ``XMLName``) and value number (``valueID(of:)-(String)``) of the attribute at `index`
    /// of ``attributeIndices``: readers that look for several names go through an element's attributes once.
    package func attributeIDs(atIndex index: Int) -> (name: Int, value: Int) {
        let attribute = tree.attributes[index]
        return (Int(attribute.name), Int(attribute.value))
    }

    /// Whether the element's name is `name` (resolved in this element's document): equal names have equal bytes.
    package func isNamed(_ name: XMLName) -> Bool { record.name == name.id }

    /// Whether the attribute `name` is present with the value whose number is `valueID` (see
    /// ``documentValueID(_:)``); false when `valueID` is nil.
    package func attribute(_ name: XMLName, hasValueID valueID: Int?) -> Bool {
        tree.attribute(of: index, name, hasValueID: valueID)
    }

    /// The number (``valueID(of:)-(String)``) of `value` in this element's document, or nil when no attribute has
    /// that value.
    package func documentValueID(_ value: String) -> Int? { tree.valueID(of: value) }

    /// ``valueID(of:)-(String)`` for a resolved name.
    package func valueID(of name: XMLName) -> Int? {
        guard let position = tree.attributeIndex(of: index, nameID: name.id) else { return nil }
        return Int(tree.attributes[position].value)
    }

    /// The child elements with this name, in document order.
    package func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with this name.
    package func child(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// The element's name as a small number: equal names of one document have equal ids, from 0 up to
    /// ``documentNameCount`` (for per-name tables).
    package var nameID: Int { Int(record.name) }

    /// How many distinct element and attribute names the document has.
    package var documentNameCount: Int { tree.names.count }

    /// The value of an attribute as a small number: equal values of one document have equal ids, from 0 up to
    /// ``documentValueCount`` (for per-value tables such as duplicate detection).
    package func valueID(of name: String) -> Int? {
        guard let position = tree.attributeIndex(of: index, named: name) else { return nil }
        return Int(tree.attributes[position].value)
    }

    /// The attribute value whose number (``valueID(of:)``) is `id`.
    package func documentValue(_ id: Int) -> String { tree.values[id] }

    /// How many distinct attribute values the document has.
    package var documentValueCount: Int { tree.values.count }

    /// Whether some element or attribute of this element's document is called `name`: a cheap test before a
    /// walk that looks for it.
    package func documentUsesName(_ name: String) -> Bool {
        tree.nameID(of: name) != nil
    }

    /// Whether the element holds text other than whitespace.
    package var hasNonWhitespaceText: Bool { record.textStart >= 0 }

    package static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.tree === rhs.tree && lhs.index == rhs.index
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}

/// An element's children, in document order.
package struct XMLChildList: RandomAccessCollection, Sendable {
    let tree: XMLTree
    let first: Int
    package let count: Int

    init(tree: XMLTree, record: XMLTree.Element) {
        self.tree = tree
        self.first = Int(record.firstChild)
        self.count = Int(record.childCount)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> XMLElement {
        // lint-unsafe: positions come from the collection's own indices (startIndex..<endIndex), never from input
        precondition(position >= 0 && position < count, "child index out of range")
        return XMLElement(tree: tree, index: Int(tree.childIndices[first + position]))
    }
}

/// An element's attributes, in document order.
package struct XMLAttributeList: RandomAccessCollection, Sendable {
    let element: XMLElement

    package var startIndex: Int { 0 }
    package var endIndex: Int { Int(element.tree.elements[element.index].attributeCount) }

    package subscript(position: Int) -> XMLAttribute {
        // lint-unsafe: positions come from the collection's own indices (startIndex..<endIndex), never from input
        precondition(position >= 0 && position < endIndex, "attribute index out of range")
        return XMLAttribute(element: element, position: position)
    }
}

/// One attribute of a start tag: its name, its decoded value and where both are in the source.
///
/// The positions of a loaded attribute are found when asked (by re-lexing its start tag), since only diagnostics
/// need them.
package struct XMLAttribute: Sendable, Hashable {
    /// The qualified name as written.
    package let name: String
    /// The value with entities and character references decoded and whitespace normalised as XML requires
    /// (a raw tab or line break becomes a space; `&#10;` stays a line break).
    package let value: String
    private let origin: Origin

    private enum Origin: Sendable {
        case given(nameRange: SourceRange, valueRange: SourceRange, isVerbatim: Bool)
        /// The attribute at `position` in the start tag of `element`.
        case loaded(XMLElement, position: Int)
    }

    package init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange, isVerbatim: Bool) {
        self.name = name
        self.value = value
        self.origin = .given(nameRange: nameRange, valueRange: valueRange, isVerbatim: isVerbatim)
    }

    init(element: XMLElement, position: Int) {
        let tree = element.tree
        let record = tree.attributes[Int(tree.elements[element.index].firstAttribute) + position]
        self.name = tree.names[Int(record.name)]
        self.value = tree.values[Int(record.value)]
        self.origin = .loaded(element, position: position)
    }

    /// The attribute name.
    package var nameRange: SourceRange {
        switch origin {
        case .given(let nameRange, _, _): return nameRange
        case .loaded(let element, let position):
            return loadedRange(element, position) { $0.name }
        }
    }

    /// The raw value between the quotes (the quotes excluded). For an empty value start == end.
    package var valueRange: SourceRange {
        switch origin {
        case .given(_, let valueRange, _): return valueRange
        case .loaded(let element, let position):
            return loadedRange(element, position) { $0.value }
        }
    }

    /// Whether the raw bytes between the quotes are exactly the UTF-8 bytes of ``value`` (no references, no
    /// normalised whitespace), so an offset inside the value maps to the source by plain addition.
    package var isVerbatim: Bool {
        switch origin {
        case .given(_, _, let isVerbatim): return isVerbatim
        case .loaded(let element, let position):
            guard let raw = element.tree.rawAttribute(of: element.index, at: position) else { return false }
            return ColumnLocator.isVerbatim(raw.value, in: element.tree.file.bytes)
        }
    }

    private func loadedRange(_ element: XMLElement, _ position: Int,
                             _ part: (ColumnLocator.RawAttribute) -> Range<Int>) -> SourceRange {
        let file = element.tree.file
        guard let raw = element.tree.rawAttribute(of: element.index, at: position) else {
            return SourceRange(at: element.location)  // not reached for a document libxml2 accepted
        }
        let offsets = part(raw)
        return SourceRange(start: file.location(atOffset: offsets.lowerBound),
                           end: file.location(atOffset: offsets.upperBound))
    }

    /// Where the given UTF-8 byte offset of ``value`` is in the source file; `value.utf8.count` maps to the
    /// closing quote. Handles references such as `&lt;` and line breaks inside the value.
    package func location(ofValueByte index: Int, in file: SourceFile) -> SourceLocation {
        let valueRange = valueRange
        let start = valueRange.start.offset
        let end = valueRange.end.offset
        if isVerbatim {
            return file.location(atOffset: start + max(0, min(index, end - start)))
        }
        let raw = ColumnLocator.rawOffset(ofDecodedByte: index, inValueFrom: start, to: end, bytes: file.bytes)
        return file.location(atOffset: raw)
    }

    package static func == (lhs: XMLAttribute, rhs: XMLAttribute) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.nameRange == rhs.nameRange
            && lhs.valueRange == rhs.valueRange && lhs.isVerbatim == rhs.isVerbatim
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}
