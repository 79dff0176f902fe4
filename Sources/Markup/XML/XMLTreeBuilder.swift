internal import CLibXML2
import LayoutModel

/// Builds an ``XMLTree`` from the loader's start tags, end tags and text, with explicit stacks (no recursion).
///
/// Names and values are interned as they arrive: element and attribute names by the address of libxml2's own
/// interned copy (its parser dictionary gives every distinct name one address for the whole parse), values by
/// their bytes. A child is listed under its parent when it starts; a parent's children and text are stored when
/// it ends, so each element's children are contiguous in ``XMLTree/childIndices``.
struct XMLTreeBuilder: ~Copyable {
    private struct OpenElement {
        var index: Int
        /// Where this element's children begin in `childScratch`.
        var childStart: Int
        /// Where this element's text begins in `textScratch`.
        var textStart: Int
    }

    let file: SourceFile
    private var elements: [XMLTree.Element] = []
    private var attributes: [XMLTree.Attribute] = []
    private var childIndices: [UInt32] = []
    private var names = ByteInterner()
    private var values = ByteInterner()
    private var texts: [String] = []
    private var open: [OpenElement] = []
    private var childScratch: [UInt32] = []
    /// The open elements' text, innermost last. A writer, not an array: every run of character data is appended
    /// (most are the indentation between tags, about half a million runs in a 90 MB document), and an array's generic
    /// append cost several times the copy.
    private var textScratch = ByteWriter(capacity: 4096)
    private var scratch: [UInt8] = []
    /// A direct-mapped cache from the address of libxml2's interned name to its id here.
    private var nameCacheKeys = [UInt](repeating: 0, count: 512)
    private var nameCacheIDs = [UInt32](repeating: 0, count: 512)
    /// By attribute name id, the value that name had last (`UInt32.max` for none): most attributes repeat a few
    /// values (`contentMode`, `misplaced`, `key`), which a byte comparison finds without hashing.
    private var lastValueByName: [UInt32] = []
    /// The id of the empty value, interned first.
    private var emptyValueID: UInt32 = 0
    /// The index of the line the last start tag began on.
    private var lineCursor = 0
    /// Set when the root element has ended.
    private(set) var isComplete = false

    init(file: SourceFile) {
        self.file = file
        // Generous: pages of a large reservation that are never written are never resident, while growing an
        // array past its reservation holds the old and the new buffer at once (at 90 MB, 2 million attributes).
        let estimate = file.bytes.count / 200
        elements.reserveCapacity(estimate)
        attributes.reserveCapacity(file.bytes.count / 24)
        childIndices.reserveCapacity(estimate)
        emptyValueID = values.intern(UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// How many elements are open.
    var depth: Int { open.count }

    /// The name and position of the innermost open element.
    var innermostOpen: (name: String, location: SourceLocation)? {
        guard let top = open.last else { return nil }
        let record = elements[top.index]
        return (names.strings[Int(record.name)], file.location(atOffset: Int(record.tagStart)))
    }

    /// The finished tables. Call once, after the root element has ended.
    func finish() -> XMLTree {
        XMLTree(file: file, elements: elements, attributes: attributes, childIndices: childIndices,
                names: names, values: values, texts: texts)
    }

    // MARK: - Start tags

    /// A start tag without namespace declarations: libxml2's attributes are exactly the written ones, in order.
    mutating func startElement(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, tagStart: Int,
                               tagEnd: Int, attributeCount: Int,
                               attributes fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let name = nameID(localName, prefix)
        let first = attributes.count
        if let fields {
            for index in 0..<attributeCount {
                let attribute = fields + index * 5
                guard let attributeName = attribute[0] else { continue }
                let attributeNameID = nameID(attributeName, attribute[1])
                let value: UInt32
                if let start = attribute[3], let end = attribute[4], end >= start {
                    value = valueID(UnsafeRawBufferPointer(start: start, count: end - start), name: attributeNameID)
                } else {
                    value = emptyValueID
                }
                attributes.append(XMLTree.Attribute(name: attributeNameID, value: value))
            }
        }
        appendElement(name: name, tagStart: tagStart, tagEnd: tagEnd, firstAttribute: first)
    }

    /// A start tag that declares namespaces: libxml2 reports the declarations apart, so the written order (which
    /// keeps `xmlns` attributes where they stand) comes from re-lexing the tag.
    mutating func startElement(withNamespacesAt tagStart: Int, tagEnd: Int, localName: UnsafePointer<xmlChar>,
                               prefix: UnsafePointer<xmlChar>?, namespaceCount: Int,
                               namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
                               attributes fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let bytes = file.bytes
        let tag = ColumnLocator.lexStartTag(at: tagStart, in: bytes)
        // libxml2's decoded values, by qualified name, in document order (namespace declarations apart).
        var decoded: [(name: String, value: String)] = []
        if let fields {
            for index in 0..<attributeCount {
                let attribute = fields + index * 5
                guard let attributeName = attribute[0] else { continue }
                var name = String(cString: attributeName)
                if let prefix = attribute[1] { name = String(cString: prefix) + ":" + name }
                var value = ""
                if let start = attribute[3], let end = attribute[4], end >= start {
                    value = Self.decodeAmpersands(UnsafeRawBufferPointer(start: start, count: end - start))
                }
                decoded.append((name, value))
            }
        }
        var declarations: [(prefix: String?, uri: String)] = []
        if let namespaces {
            for index in 0..<namespaceCount {
                let prefix = namespaces[index * 2].map { String(cString: $0) }
                let uri = namespaces[index * 2 + 1].map { String(cString: $0) } ?? ""
                declarations.append((prefix, uri))
            }
        }
        let name = nameID(localName, prefix)
        let first = attributes.count
        var cursor = 0
        for raw in tag.attributes {
            let attributeName = String(decoding: bytes[raw.name], as: UTF8.self)
            var value: String
            if attributeName == "xmlns" || attributeName.hasPrefix("xmlns:") {
                let declared: String? = attributeName == "xmlns" ? nil : String(attributeName.dropFirst(6))
                value = declarations.first { $0.prefix == declared }?.uri ?? ""
            } else if cursor < decoded.count, decoded[cursor].name == attributeName {
                value = decoded[cursor].value
                cursor += 1
            } else if let match = decoded.first(where: { $0.name == attributeName }) {
                value = match.value
            } else {
                value = String(decoding: bytes[raw.value], as: UTF8.self)
            }
            attributes.append(XMLTree.Attribute(name: names.intern(attributeName), value: values.intern(value)))
        }
        appendElement(name: name, tagStart: tagStart, tagEnd: tagEnd, firstAttribute: first)
    }

    private mutating func appendElement(name: UInt32, tagStart: Int, tagEnd: Int, firstAttribute: Int) {
        let index = elements.count
        if !open.isEmpty { childScratch.append(UInt32(index)) }
        // Start tags come in document order, so the line cursor only moves forwards.
        let lineStarts = file.lineStarts
        while lineCursor + 1 < lineStarts.count && lineStarts[lineCursor + 1] <= tagStart { lineCursor += 1 }
        elements.append(XMLTree.Element(
            name: name, tagStart: UInt32(tagStart), tagEnd: UInt32(tagEnd), line: UInt32(lineCursor),
            firstAttribute: UInt32(firstAttribute),
            attributeCount: UInt32(attributes.count - firstAttribute)))
        open.append(OpenElement(index: index, childStart: childScratch.count, textStart: textScratch.count))
    }

    // MARK: - End tags and text

    mutating func endElement() {
        guard let top = open.popLast() else { return }
        let childCount = childScratch.count - top.childStart
        if childCount > 0 {
            elements[top.index].firstChild = UInt32(childIndices.count)
            elements[top.index].childCount = UInt32(childCount)
            childIndices.append(contentsOf: childScratch[top.childStart...])
            childScratch.removeSubrange(top.childStart...)
        }
        if textScratch.count > top.textStart {
            // Indentation between children is dropped; any other text is kept whole.
            if elements[top.index].textStart >= 0 || childCount == 0 {
                elements[top.index].text = Int32(texts.count)
                texts.append(textScratch.string(from: top.textStart))
            }
            textScratch.truncate(to: top.textStart)
        }
        if open.isEmpty { isComplete = true }
    }

    /// Character data (text, CDATA, whitespace) of the innermost open element; `markupEnd` is where the markup
    /// before it ended, from where the first non-whitespace character is located.
    mutating func appendText(_ characters: UnsafeBufferPointer<xmlChar>, after markupEnd: Int) {
        guard let top = open.last else { return }
        textScratch.write(characters)
        if elements[top.index].textStart < 0, Self.containsNonWhitespace(characters) {
            elements[top.index].textStart = Int32(firstTextOffset(from: markupEnd))
        }
    }

    /// Whether character data holds anything but whitespace, 32 bytes at a time. libxml2 delivers no byte below
    /// 0x20 other than tab, line feed and carriage return (XML 1.0 forbids the others), so a byte above 0x20 is
    /// exactly a non-whitespace byte. Most character data of a document is the indentation between tags.
    static func containsNonWhitespace(_ characters: UnsafeBufferPointer<xmlChar>) -> Bool {
        let count = characters.count
        guard let base = UnsafeRawPointer(characters.baseAddress) else { return false }
        // A byte's high bit ends up set when the byte is 0x21 or more (carries only follow a byte that is).
        @inline(__always) func marks(_ offset: Int) -> UInt64 {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            return word | (word &+ 0x5F5F_5F5F_5F5F_5F5F)
        }
        let high: UInt64 = 0x8080_8080_8080_8080
        guard count >= 8 else {
            for index in 0..<count where !ColumnLocator.isWhitespace(characters[index]) { return true }
            return false
        }
        var index = 0
        while index + 32 <= count {
            if (marks(index) | marks(index + 8) | marks(index + 16) | marks(index + 24)) & high != 0 { return true }
            index += 32
        }
        while index + 8 <= count {
            if marks(index) & high != 0 { return true }
            index += 8
        }
        // The last eight bytes, overlapping those already read.
        return index < count && marks(count - 8) & high != 0
    }

    /// The first byte of real text after `offset`, skipping whitespace, comments and processing instructions.
    private func firstTextOffset(from offset: Int) -> Int {
        let bytes = file.bytes
        var index = offset
        while index < bytes.count {
            if ColumnLocator.isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index...].starts(with: [0x3C, 0x21, 0x2D, 0x2D]) {  // <!--
                index = skip(past: [0x2D, 0x2D, 0x3E], from: index + 4)
            } else if bytes[index...].starts(with: [0x3C, 0x3F]) {  // <?
                index = skip(past: [0x3F, 0x3E], from: index + 2)
            } else {
                return index
            }
        }
        return min(offset, bytes.count)
    }

    private func skip(past terminator: [UInt8], from start: Int) -> Int {
        let bytes = file.bytes
        var index = start
        while index + terminator.count <= bytes.count {
            if bytes[index..<index + terminator.count].elementsEqual(terminator) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }

    // MARK: - Interning

    private mutating func nameID(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> UInt32 {
        if let prefix {
            scratch.removeAll(keepingCapacity: true)
            Self.appendCString(prefix, to: &scratch)
            scratch.append(UInt8(ascii: ":"))
            Self.appendCString(localName, to: &scratch)
            return scratch.withUnsafeBytes { names.intern($0) }
        }
        let key = UInt(bitPattern: localName)
        let slot = Int((key ^ (key >> 9)) & 511)
        if nameCacheKeys[slot] == key { return nameCacheIDs[slot] }
        var length = 0
        while localName[length] != 0 { length += 1 }
        let id = names.intern(UnsafeRawBufferPointer(start: localName, count: length))
        nameCacheKeys[slot] = key
        nameCacheIDs[slot] = id
        return id
    }

    private mutating func valueID(_ value: UnsafeRawBufferPointer, name: UInt32) -> UInt32 {
        let name = Int(name)
        if name >= lastValueByName.count {
            lastValueByName.append(contentsOf: repeatElement(UInt32.max, count: name + 1 - lastValueByName.count))
        }
        // The last value is one without '&' (only those are remembered), so raw bytes equal to it hold none either
        // and need no decoding.
        let last = lastValueByName[name]
        if last != .max, values.equals(Int(last), value) { return last }
        guard Self.containsAmpersand(value) else {
            let id = values.intern(value)
            lastValueByName[name] = id
            return id
        }
        scratch.removeAll(keepingCapacity: true)
        Self.appendDecodingAmpersands(value, to: &scratch)
        return scratch.withUnsafeBytes { values.intern($0) }
    }

    /// Whether `value` holds a `&`, eight bytes at a time.
    private static func containsAmpersand(_ value: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        let count = value.count
        if let base = value.baseAddress {
            while index + 8 <= count {
                if ByteWord.contains(UInt8(ascii: "&"), in: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    return true
                }
                index += 8
            }
        }
        while index < count {
            if value[index] == UInt8(ascii: "&") { return true }
            index += 1
        }
        return false
    }

    private static func appendCString(_ text: UnsafePointer<xmlChar>, to bytes: inout [UInt8]) {
        var index = 0
        while text[index] != 0 {
            bytes.append(text[index])
            index += 1
        }
    }

    /// Without entity substitution libxml2's SAX2 interface writes every `&` of an attribute value (from
    /// `&amp;` or `&#38;`) as the five bytes `&#38;`, for its tree builder to decode later; no other `&` can
    /// occur in the value, so turning each `&#38;` back into `&` is exact.
    static func appendDecodingAmpersands(_ value: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
        var index = 0
        while index < value.count {
            bytes.append(value[index])
            if value[index] == UInt8(ascii: "&"), index + 4 < value.count, value[index + 1] == UInt8(ascii: "#"),
               value[index + 2] == UInt8(ascii: "3"), value[index + 3] == UInt8(ascii: "8"),
               value[index + 4] == UInt8(ascii: ";") {
                index += 5
            } else {
                index += 1
            }
        }
    }

    static func decodeAmpersands(_ value: UnsafeRawBufferPointer) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        appendDecodingAmpersands(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
