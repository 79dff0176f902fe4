// The floor for the small-document target: a Swift process that reads a file the way `stackboard` does (one
// read(2) into a buffer) and parses it with libxml2's SAX2 interface into nothing, with the options Stackboard
// uses (NONET | BIG_LINES). No Foundation, no tree, no positions, no values copied.
//
//     .build-perf/release/ParseBaseline FILE [--repeat N]
import CLibXML2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while filled < bytes.count {
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        filled += count
    }
    return Array(bytes[..<filled])
}

/// Counts start tags so the parse cannot be optimised away and the run can be checked.
nonisolated(unsafe) var elements = 0

let arguments = CommandLine.arguments
guard arguments.count >= 2, let bytes = readFile(arguments[1]) else {
    say("usage: ParseBaseline FILE [--repeat N]\n")
    exit(2)
}
let repeats = arguments.count >= 4 && arguments[2] == "--repeat" ? max(1, Int(arguments[3]) ?? 1) : 1

xmlInitParser()
var handler = xmlSAXHandler()
handler.initialized = XML_SAX2_MAGIC
handler.startElementNs = { _, _, _, _, _, _, _, _, _ in elements += 1 }
var wellFormed = true
for _ in 0..<repeats {
    bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
            guard let ctxt = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else { wellFormed = false; return }
            defer { xmlFreeParserCtxt(ctxt) }
            ctxt.pointee.sax.pointee = handler
            _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue))
            _ = xmlParseDocument(ctxt)
            if ctxt.pointee.wellFormed == 0 { wellFormed = false }
        }
    }
}
if !wellFormed {
    say("\(arguments[1]): not well formed\n")
    exit(1)
}
print(elements / repeats)

/// Writes to standard error.
func say(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
