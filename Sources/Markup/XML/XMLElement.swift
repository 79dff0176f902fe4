import LayoutModel

/// One element of a loaded XML document, as plain Swift values with exact source positions.
///
/// Built by ``XMLLoader`` from libxml2's SAX events; nothing of libxml2 survives the load. Depth is bounded by
/// ``MarkupLimits/maxDepth``, so recursive walks over this tree are safe.
package struct XMLElement: Sendable, Hashable {
    /// The qualified name as written (`stackView`, or `prefix:name`).
    package var name: String
    /// Attributes in document order, namespace declarations included.
    package var attributes: [XMLAttribute]
    /// Child elements in document order.
    package var children: [XMLElement]
    /// The character data directly inside this element (CDATA included, children's text excluded),
    /// concatenated, with entities and character references decoded.
    package var text: String
    /// Where the first non-whitespace character of ``text`` starts, if there is any.
    package var textLocation: SourceLocation?
    /// The start tag, from its `<` to just past its `>` (or `/>`).
    package var range: SourceRange
    /// The element name right after the `<`.
    package var nameRange: SourceRange

    package init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], text: String = "",
                 textLocation: SourceLocation? = nil, range: SourceRange, nameRange: SourceRange) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.textLocation = textLocation
        self.range = range
        self.nameRange = nameRange
    }

    /// Where the start tag begins (its `<`).
    package var location: SourceLocation { range.start }

    /// The attribute with this qualified name, if present.
    package func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The value of the attribute with this qualified name, if present.
    package subscript(_ name: String) -> String? {
        attribute(name)?.value
    }

    /// The child elements with this name, in document order.
    package func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element with this name.
    package func child(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Whether the element holds text other than whitespace.
    package var hasNonWhitespaceText: Bool { textLocation != nil }
}

/// One attribute of a start tag: its name, its decoded value and where both are in the source.
package struct XMLAttribute: Sendable, Hashable {
    /// The qualified name as written.
    package var name: String
    /// The value with entities and character references decoded and whitespace normalised as XML requires
    /// (a raw tab or line break becomes a space; `&#10;` stays a line break).
    package var value: String
    /// The attribute name.
    package var nameRange: SourceRange
    /// The raw value between the quotes (the quotes excluded). For an empty value start == end.
    package var valueRange: SourceRange
    /// Whether the raw bytes between the quotes are exactly the UTF-8 bytes of ``value`` (no references, no
    /// normalised whitespace), so an offset inside the value maps to the source by plain addition.
    package var isVerbatim: Bool

    package init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange, isVerbatim: Bool) {
        self.name = name
        self.value = value
        self.nameRange = nameRange
        self.valueRange = valueRange
        self.isVerbatim = isVerbatim
    }

    /// Where the given UTF-8 byte offset of ``value`` is in the source file; `value.utf8.count` maps to the
    /// closing quote. Handles references such as `&lt;` and line breaks inside the value.
    package func location(ofValueByte index: Int, in file: SourceFile) -> SourceLocation {
        let start = valueRange.start.offset
        let end = valueRange.end.offset
        if isVerbatim {
            return file.location(atOffset: start + max(0, min(index, end - start)))
        }
        let raw = ColumnLocator.rawOffset(ofDecodedByte: index, inValueFrom: start, to: end, bytes: file.bytes)
        return file.location(atOffset: raw)
    }
}
